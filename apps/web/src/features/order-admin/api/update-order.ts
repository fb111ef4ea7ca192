import { type AdminOrderDetail, adminOrderDetailSchema, type UpdateOrderRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(adminOrderQueryKey(order.orderId), order);
      // Lists filtered by status may gain or lose the order: fetch them again rather than patch them.
      await queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
    },
    // Refused (a stale version, 409): fetch what the order holds now, so the row shows it.
    onError: async (_error, input) => {
      await queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(input.orderId) });
      await queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
    },
  });
}
