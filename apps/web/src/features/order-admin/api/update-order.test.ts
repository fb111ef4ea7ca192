import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderSummary,
} from '@kadai/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminOrderRow } from '../testing/admin-order-row.ts';
import { adminOrdersQueryKey } from './list-admin-orders.ts';
import { patchOrderInLists } from './update-order.ts';

const row = adminOrderRow;

/** The server's answer to a change: the order in full, with what only the drawer shows. */
const answer = (summary: AdminOrderSummary): AdminOrderDetail => ({
  ...summary,
  firstName: 'Meena',
  lastName: 'Raman',
  address1: '12 Kutchery Road',
  address2: 'Mylapore',
  address3: '',
  city: 'Chennai',
  pincode: '600004',
  others: '',
  paidAt: null,
  paidBy: null,
  lines: [],
  vegetablesList: '',
  groceriesList: '',
  history: [],
});

const listKey = (query: Partial<AdminOrderListQuery>) => [...adminOrdersQueryKey, 'list', query];
const list = (orders: AdminOrderSummary[]): AdminOrderList => ({
  orders,
  total: orders.length,
  page: 1,
  pageSize: 1000,
});

function cached() {
  const queryClient = new QueryClient();
  const all = list([row(1), row(2), row(3)]);
  queryClient.setQueryData(listKey({ page: 1 }), all);
  queryClient.setQueryData(listKey({ status: 'Order Placed', page: 1 }), list([row(2), row(3)]));
  queryClient.setQueryData(
    listKey({ status: 'In Packing', page: 1 }),
    list([row(4, { status: 'In Packing' })]),
  );
  queryClient.setQueryData(listKey({ search: 'Kumar', page: 1 }), list([row(5)]));
  return { queryClient, all };
}

const state = (queryClient: QueryClient, query: Partial<AdminOrderListQuery>) =>
  queryClient.getQueryState(listKey(query));

describe('patchOrderInLists', () => {
  it('replaces the changed row alone: the other rows keep their objects, so only that row redraws', () => {
    const { queryClient, all } = cached();
    const changed = row(2, { status: 'In Packing', amountPaise: 125_050, version: 2 });

    patchOrderInLists(queryClient, answer(changed));

    const after = queryClient.getQueryData<AdminOrderList>(listKey({ page: 1 }));
    expect(after?.orders).not.toBe(all.orders);
    expect(after?.orders[0]).toBe(all.orders[0]);
    expect(after?.orders[2]).toBe(all.orders[2]);
    // The list's row, as the list itself would give it: none of the drawer's details.
    expect(after?.orders[1]).toEqual(changed);
    expect(after?.total).toBe(3);
    expect(state(queryClient, { page: 1 })?.isInvalidated).toBe(false);
  });

  it('shows the answer at once in a list filtered by status, and fetches again the lists it left or may join', () => {
    const { queryClient } = cached();
    const changed = row(2, { status: 'In Packing', version: 2 });

    patchOrderInLists(queryClient, answer(changed));

    const left = queryClient.getQueryData<AdminOrderList>(listKey({ status: 'Order Placed', page: 1 }));
    expect(left?.orders[0]).toEqual(changed);
    expect(state(queryClient, { status: 'Order Placed', page: 1 })?.isInvalidated).toBe(true);
    expect(state(queryClient, { status: 'In Packing', page: 1 })?.isInvalidated).toBe(true);
    // A list the order is not in, and whose filter its change cannot touch, is left as it is.
    expect(state(queryClient, { search: 'Kumar', page: 1 })?.isInvalidated).toBe(false);
    expect(
      queryClient.getQueryData<AdminOrderList>(listKey({ search: 'Kumar', page: 1 }))?.orders,
    ).toHaveLength(1);
  });

  it('an amount change leaves a status-filtered list that still holds the order as it is, apart from its row', () => {
    const { queryClient } = cached();
    const changed = row(3, { amountPaise: 30_000, version: 2 });

    patchOrderInLists(queryClient, answer(changed));

    const filtered = queryClient.getQueryData<AdminOrderList>(listKey({ status: 'Order Placed', page: 1 }));
    expect(filtered?.orders[1]).toEqual(changed);
    expect(state(queryClient, { status: 'Order Placed', page: 1 })?.isInvalidated).toBe(false);
    expect(state(queryClient, { status: 'In Packing', page: 1 })?.isInvalidated).toBe(false);
  });
});
