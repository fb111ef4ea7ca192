import {
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderListQuery,
  adminOrderListSchema,
} from '@kadai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
  });
}

export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
