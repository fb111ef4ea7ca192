import { type LedgerEntry, ledgerEntrySchema, type RecordReceiptRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { receivablesQueryKey } from '../../api/receivables-keys.ts';

/** Money a customer paid, by hand; the key makes a second click (or a retry) record it once. */
export function recordReceipt(options: {
  customerId: number;
  receipt: RecordReceiptRequest;
  idempotencyKey: string;
}): Promise<LedgerEntry> {
  return apiRequest(`/api/receivables/customers/${options.customerId}/receipts`, ledgerEntrySchema.parse, {
    method: 'POST',
    body: options.receipt,
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}

export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivablesQueryKey }),
  });
}
