import { type CustomerLedger, customerLedgerSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { customerLedgerKey } from '../../api/receivables-keys.ts';

export function getCustomerLedger(
  customerId: number,
  options: { signal?: AbortSignal } = {},
): Promise<CustomerLedger> {
  return apiRequest(`/api/receivables/customers/${customerId}`, customerLedgerSchema.parse, {
    signal: options.signal,
  });
}

/** A customer with their whole ledger, oldest entry first; nothing is asked while none is open. */
export function useCustomerLedger(customerId: number | null) {
  return useQuery({
    queryKey: customerLedgerKey(customerId ?? 0),
    queryFn: ({ signal }) => getCustomerLedger(customerId ?? 0, { signal }),
    enabled: customerId !== null,
  });
}
