import { type ManualPayment, type PaymentConfirmation, paymentConfirmationSchema } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A POST with how the money came; the server pays an order once and says who did it first. */
export function confirmPayment(payment: ManualPayment): Promise<PaymentConfirmation> {
  return apiRequest('/api/admin/payments/manual-confirmation', paymentConfirmationSchema.parse, {
    method: 'POST',
    body: payment,
  });
}

/** `onConfirmed` refreshes what shows the order (its list, its history): the caller knows which. */
export function useConfirmPayment(options: { onConfirmed?: () => Promise<unknown> }) {
  return useMutation({ mutationFn: confirmPayment, onSuccess: options.onConfirmed });
}
