import { type ReceiptLine, receiptLineListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const receiptLinesQueryKey = ['stock', 'receipts'] as const;

/** Stock Received: what is on its way to an outlet, line by line. */
export function listReceiptLines(
  outletId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReceiptLine[]> {
  return apiRequest(`/api/stock/receipts?${new URLSearchParams({ outletId })}`, receiptLineListSchema.parse, {
    signal: options.signal,
  });
}

export function useReceiptLines(outletId: string) {
  return useQuery({
    queryKey: [...receiptLinesQueryKey, outletId],
    queryFn: ({ signal }) => listReceiptLines(outletId, { signal }),
  });
}
