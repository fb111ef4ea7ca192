import { type Invoice, type IssueInvoiceRequest, invoiceSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invoiceKey, receivablesQueryKey } from '../../api/receivables-keys.ts';

/**
 * Issues an invoice from the editor's lines. The editor's key goes with every try: a double click
 * or a retry after a lost answer gets the invoice the first issued, never a second one.
 */
export function issueInvoice(options: {
  customerId: number;
  invoice: IssueInvoiceRequest;
  idempotencyKey: string;
}): Promise<Invoice> {
  return apiRequest(`/api/receivables/customers/${options.customerId}/invoices`, invoiceSchema.parse, {
    method: 'POST',
    body: options.invoice,
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKey(invoice.id), invoice);
      // Not awaited: the issued document opens at once, the list and ledger catch up behind it.
      void queryClient.invalidateQueries({ queryKey: receivablesQueryKey });
    },
  });
}
