import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cardPaymentsKey } from './card-payments-admin.ts';

/** Asks the gateway about one payment now: what the daily sweep does, without waiting for it. */
export function checkCardPayment(gatewayOrderId: string): Promise<null> {
  return apiRequest(`/api/admin/payments/attempts/${encodeURIComponent(gatewayOrderId)}/check`, () => null, {
    method: 'POST',
  });
}

export function useCheckCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCardPayment,
    // The answer may have changed the attempt, the order and what needs a look.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardPaymentsKey }),
  });
}
