import { type PaymentConfirmation, paymentConfirmationSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrdersQueryKey } from './list-admin-orders.ts';

/** GET with ?orderid=, as the older system called it (ordering.md §7); the server pays an order once. */
export function confirmPayment(orderId: string): Promise<PaymentConfirmation> {
  return apiRequest(
    `/api/admin/payments/manual-confirmation?orderid=${encodeURIComponent(orderId)}`,
    paymentConfirmationSchema.parse,
  );
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // A paid order leaves the unpaid list and shows who confirmed it in its history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
  });
}
