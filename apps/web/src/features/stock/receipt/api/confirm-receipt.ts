import {
  type ConfirmReceiptRequest,
  type ConfirmReceiptResponse,
  confirmReceiptResponseSchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { disputesQueryKey } from '../../disputes/api/list-disputes.ts';
import { onHandQueryKey } from '../../on-hand/api/get-on-hand.ts';
import { stockReturnsQueryKey } from '../../returns/api/list-stock-returns.ts';
import { receiptLinesQueryKey } from './list-receipt-lines.ts';

/** Confirm on Stock Received; the server receives each line once, whoever confirms it first. */
export function confirmReceipt(request: ConfirmReceiptRequest): Promise<ConfirmReceiptResponse> {
  return apiRequest('/api/stock/receipts', confirmReceiptResponseSchema.parse, {
    method: 'POST',
    body: request,
  });
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    // Received lines leave the list; a difference opened a dispute.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receiptLinesQueryKey }),
        queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
        queryClient.invalidateQueries({ queryKey: stockReturnsQueryKey }),
        queryClient.invalidateQueries({ queryKey: onHandQueryKey }),
      ]),
  });
}
