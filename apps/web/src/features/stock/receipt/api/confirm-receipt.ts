import {
  type ConfirmReceiptRequest,
  type ConfirmReceiptResponse,
  confirmReceiptResponseSchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type NewStaffSave, sendOrKeep } from '../../../../lib/staff-outbox.ts';
import { disputesQueryKey } from '../../disputes/api/list-disputes.ts';
import { onHandQueryKey } from '../../on-hand/api/get-on-hand.ts';
import { stockReturnsQueryKey } from '../../returns/api/list-stock-returns.ts';
import { RECEIPT_CONFLICT_MESSAGE } from '../utils/receipt-kept.ts';
import { receiptLinesQueryKey } from './list-receipt-lines.ts';

const PATH = '/api/stock/receipts';

/** Confirm on Stock Received; the server receives each line once, whoever confirms it first. */
export function confirmReceipt(request: ConfirmReceiptRequest, key: string): Promise<ConfirmReceiptResponse> {
  return apiRequest(PATH, confirmReceiptResponseSchema.parse, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': key },
  });
}

/** Received lines leave the list; a difference opened a dispute. */
const receiptQueryKeys = [receiptLinesQueryKey, disputesQueryKey, stockReturnsQueryKey, onHandQueryKey];

/**
 * Confirm, or, with the network away, keep it on the phone under the same key (the frame sends it
 * when the network is back). `kept` is how the waiting list names it and what goes back in the form.
 */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: (variables: {
      request: ConfirmReceiptRequest;
      key: string;
      kept: Pick<NewStaffSave, 'label' | 'typed' | 'form'>;
    }) =>
      sendOrKeep({
        send: () => confirmReceipt(variables.request, variables.key),
        save: {
          ...variables.kept,
          method: 'POST',
          path: PATH,
          body: variables.request,
          key: variables.key,
          conflict: { listed: 'alreadyReceived', message: RECEIPT_CONFLICT_MESSAGE },
          invalidate: receiptQueryKeys,
        },
      }),
    onSettled: (outcome) => {
      if (outcome && 'kept' in outcome) return;
      return Promise.all(receiptQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
