import { type GatewayRefund, type GatewayRefundRequest, gatewayRefundSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cardPaymentsKey } from './card-payments-admin.ts';

/**
 * Refunds part or all of a paid card payment through the gateway. The key is the refund dialog's
 * own: the same key refunds once however often it is sent (a double click, a retry after no answer).
 */
export function refundCardPayment(options: {
  gatewayOrderId: string;
  refund: GatewayRefundRequest;
  idempotencyKey: string;
}): Promise<GatewayRefund> {
  return apiRequest(
    `/api/admin/payments/attempts/${encodeURIComponent(options.gatewayOrderId)}/refunds`,
    gatewayRefundSchema.parse,
    { method: 'POST', body: options.refund, headers: { 'Idempotency-Key': options.idempotencyKey } },
  );
}

export function useRefundCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundCardPayment,
    // Whatever the gateway answered, the refund is now a row of the screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardPaymentsKey }),
  });
}
