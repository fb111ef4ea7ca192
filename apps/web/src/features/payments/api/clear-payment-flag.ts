import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cardPaymentsKey } from './card-payments-admin.ts';

/** Finance has looked at what a payment's flag said: it leaves "Needs a look". */
export function clearPaymentFlag(gatewayOrderId: string): Promise<null> {
  return apiRequest(
    `/api/admin/payments/attempts/${encodeURIComponent(gatewayOrderId)}/flag/clear`,
    () => null,
    { method: 'POST' },
  );
}

export function useClearPaymentFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPaymentFlag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardPaymentsKey }),
  });
}
