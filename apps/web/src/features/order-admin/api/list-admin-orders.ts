import {
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderListQuery,
  adminOrderListSchema,
  ORDER_ADMIN_PAGE_SIZE,
} from '@kadai/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every admin order query starts with this key, so one invalidation refreshes lists and open orders. */
export const adminOrdersQueryKey = ['orders', 'admin'] as const;

/** The query string of the lists and the export: empty filters are left out. */
export function adminOrdersSearch(query: AdminOrderFilters & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function listAdminOrders(options: {
  query: AdminOrderListQuery;
  signal?: AbortSignal;
}): Promise<AdminOrderList> {
  return apiRequest(`/api/admin/orders${adminOrdersSearch(options.query)}`, adminOrderListSchema.parse, {
    signal: options.signal,
  });
}

export function adminOrdersQueryOptions(query: AdminOrderListQuery) {
  return queryOptions({
    queryKey: [...adminOrdersQueryKey, 'list', query],
    queryFn: ({ signal }) => listAdminOrders({ query, signal }),
    // Keep the rows on screen while a new filter loads, rather than flashing an empty table.
    placeholderData: keepPreviousData,
    // A list just fetched (by the route's `start`, while the page's code loaded) is not fetched again
    // as the page mounts; changes made here are put into it by update-order.ts.
    staleTime: 10_000,
  });
}

export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}

/** What /admin or /unpaidorders asks for when it opens: its first page, no filter typed yet. */
export function firstOrderListQuery(unpaidOnly: boolean): AdminOrderListQuery {
  return { ...(unpaidOnly && { unpaid: 'true' as const }), page: 1, pageSize: ORDER_ADMIN_PAGE_SIZE };
}

/**
 * Started by the route's `start`, beside the sign-in check and the page's code, so the first page of
 * orders is on its way before the page is drawn. `early` is that page's request, sent by the `start`
 * before this code arrived: its answer is used when it is for this very path and came back well;
 * anything else (a 401, an error, another path) is asked again the usual way, which reports it as
 * every request does. The server still checks the session and role; the rows are shown only once
 * the sign-in check has answered (RequireStaff draws the page only then).
 */
export function prefetchFirstOrderList(
  queryClient: QueryClient,
  unpaidOnly: boolean,
  early?: { path: string; response: Promise<Response> },
): Promise<void> {
  const query = firstOrderListQuery(unpaidOnly);
  const options = adminOrdersQueryOptions(query);
  const path = `/api/admin/orders${adminOrdersSearch(query)}`;
  if (!early || early.path !== path) return queryClient.prefetchQuery(options);
  return queryClient.prefetchQuery({
    ...options,
    queryFn: async ({ signal }) => {
      const response = await early.response.catch(() => null);
      if (response?.ok) {
        const parsed = adminOrderListSchema.safeParse(await response.json().catch(() => undefined));
        if (parsed.success) return parsed.data;
      }
      return listAdminOrders({ query, signal });
    },
  });
}
