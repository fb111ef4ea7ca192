import { ORDER_ADMIN_PAGE_SIZE, type StaffPageName } from '@kadai/contract';
import { queryClient } from '../lib/query-client.ts';

/** Only the first order list opened in this document asks before its code is here; later ones have it. */
let firstOpening = true;

/**
 * The first page of /admin or /unpaidorders. The first time, the request leaves at once, before the
 * code that reads it has arrived (that code, the contract's schemas, is fetched beside it): the path
 * is handed over with the answer, and the list's code uses the answer only for exactly that path.
 * Later (in-app navigation) the list's code is here and asks as usual, or not at all while its list
 * is fresh.
 */
function firstOrderList(unpaidOnly: boolean) {
  const opening = firstOpening;
  firstOpening = false;
  if (!opening) {
    return import('../features/order-admin/api/list-admin-orders.ts').then((m) =>
      m.prefetchFirstOrderList(queryClient, unpaidOnly),
    );
  }
  const search = new URLSearchParams({
    ...(unpaidOnly && { unpaid: 'true' }),
    page: '1',
    pageSize: String(ORDER_ADMIN_PAGE_SIZE),
  });
  const path = `/api/admin/orders?${search}`;
  const response = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  // Read (or dropped) by the list's code; an early failure is never reported on its own.
  response.catch(() => undefined);
  return Promise.all([
    import('../features/order-admin/api/list-admin-orders.ts').then((m) =>
      m.prefetchFirstOrderList(queryClient, unpaidOnly, { path, response }),
    ),
    // The same module STAFF_PAGES loads: fetched now, it is ready when the frame asks for it.
    import('../features/order-admin/pages/order-list-page.tsx'),
  ]);
}

/**
 * What a page needs first, started by its route's `start` at navigation, beside the sign-in check and
 * the staff frame's chunk: its list request and its own chunk (on a cold /admin the list was once
 * asked for only after the frame, the sign-in answer and the page's code had all arrived, one
 * after the other). The code comes through dynamic imports, so nothing here grows the customer's
 * first load. Not awaited: the page is drawn once the sign-in check has answered, never before, and
 * shows the rows when they are there. The server checks the session and role of the list request.
 */
export const STAFF_PAGE_DATA: Partial<Record<StaffPageName, () => Promise<unknown>>> = {
  orders: () => firstOrderList(false),
  'unpaid-orders': () => firstOrderList(true),
};
