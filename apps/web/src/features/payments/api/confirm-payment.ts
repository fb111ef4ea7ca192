import { type PaymentConfirmation, paymentConfirmationSchema } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET with ?orderid=, as the older system called it (ordering.md §7); the server pays an order once. */
export function confirmPayment(orderId: string): Promise<PaymentConfirmation> {
  return apiRequest(
    `/api/admin/payments/manual-confirmation?orderid=${encodeURIComponent(orderId)}`,
    paymentConfirmationSchema.parse,
  );
}

/** `onConfirmed` refreshes what shows the order (its list, its history): the caller knows which. */
export function useConfirmPayment(options: { onConfirmed?: () => Promise<unknown> }) {
  return useMutation({ mutationFn: confirmPayment, onSuccess: options.onConfirmed });
}
