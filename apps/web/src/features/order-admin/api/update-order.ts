import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  adminOrderDetailSchema,
  adminOrderSummarySchema,
  type UpdateOrderRequest,
} from '@kadai/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderQueryKey } from './get-admin-order.ts';
import { adminOrdersQueryKey } from './list-admin-orders.ts';

export type UpdateOrderInput = { orderId: string; changes: UpdateOrderRequest };

export function updateOrder(input: UpdateOrderInput): Promise<AdminOrderDetail> {
  return apiRequest(`/api/admin/orders/${encodeURIComponent(input.orderId)}`, adminOrderDetailSchema.parse, {
    method: 'PATCH',
    body: input.changes,
  });
}

/**
 * Puts the changed order into every cached list that shows it, replacing that one row object so
 * the table redraws that row only (its other rows keep their identity). A list filtered by status
 * that the order has left (or may have joined) shows the answer at once and is fetched again.
 */
export function patchOrderInLists(queryClient: QueryClient, order: AdminOrderDetail): void {
  // The list's row of the order: the answer's summary fields, without the details.
  const row = adminOrderSummarySchema.parse(order);
  for (const [queryKey, list] of queryClient.getQueriesData<AdminOrderList>({
    queryKey: [...adminOrdersQueryKey, 'list'],
  })) {
    if (!list) continue;
    const filter = (queryKey[3] as AdminOrderListQuery | undefined)?.status;
    const index = list.orders.findIndex((o) => o.orderId === order.orderId);
    if (index !== -1) {
      const orders = list.orders.slice();
      orders[index] = row;
      queryClient.setQueryData<AdminOrderList>(queryKey, { ...list, orders });
    }
    const left = index !== -1 && filter !== undefined && filter !== row.status;
    const joined = index === -1 && filter !== undefined && filter === row.status;
    if (left || joined) void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.orderId), order);
      patchOrderInLists(queryClient, order);
    },
    // Refused (a stale version, 409): fetch what the order holds now, so the row shows it.
    onError: async (_error, input) => {
      await queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(input.orderId) });
      await queryClient.invalidateQueries({ queryKey: [...adminOrdersQueryKey, 'list'] });
    },
  });
}
