import { type Invoice, type IssueCreditNoteRequest, invoiceSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invoiceKey, receivablesQueryKey } from '../../api/receivables-keys.ts';

/** A credit note correcting an invoice (an issued invoice is never edited); once per key. */
export function issueCreditNote(options: {
  invoiceId: number;
  creditNote: IssueCreditNoteRequest;
  idempotencyKey: string;
}): Promise<Invoice> {
  return apiRequest(`/api/receivables/invoices/${options.invoiceId}/credit-notes`, invoiceSchema.parse, {
    method: 'POST',
    body: options.creditNote,
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSuccess: (creditNote) => {
      queryClient.setQueryData(invoiceKey(creditNote.id), creditNote);
      // Not awaited: the issued document opens at once, the list and ledger catch up behind it.
      void queryClient.invalidateQueries({ queryKey: receivablesQueryKey });
    },
  });
}
