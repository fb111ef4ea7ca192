import { type AdminOrderDetail, adminOrderDetailSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrdersQueryKey } from './list-admin-orders.ts';

export function adminOrderQueryKey(orderId: string) {
  return [...adminOrdersQueryKey, 'detail', orderId] as const;
}

export function getAdminOrder(options: { orderId: string; signal?: AbortSignal }): Promise<AdminOrderDetail> {
  return apiRequest(
    `/api/admin/orders/${encodeURIComponent(options.orderId)}`,
    adminOrderDetailSchema.parse,
    {
      signal: options.signal,
    },
  );
}

export function adminOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: adminOrderQueryKey(orderId),
    queryFn: ({ signal }) => getAdminOrder({ orderId, signal }),
    enabled: orderId !== '',
  });
}

export function useAdminOrder(orderId: string | null) {
  return useQuery(adminOrderQueryOptions(orderId ?? ''));
}
