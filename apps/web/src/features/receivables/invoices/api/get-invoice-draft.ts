import { type InvoiceDraft, type InvoiceDraftQuery, invoiceDraftSchema } from '@kadai/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

/**
 * The editor's lines from the customer's orders on the business days start..end (both included).
 * Asked when the person presses the button, not as a query: the answer fills the editor once and
 * is then theirs to change.
 */
export function getInvoiceDraft(options: {
  customerId: number;
  period: InvoiceDraftQuery;
}): Promise<InvoiceDraft> {
  const search = new URLSearchParams({ start: options.period.start, end: options.period.end });
  return apiRequest(
    `/api/receivables/customers/${options.customerId}/invoice-draft?${search}`,
    invoiceDraftSchema.parse,
  );
}
