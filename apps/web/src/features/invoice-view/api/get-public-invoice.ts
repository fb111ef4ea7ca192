import { type PublicInvoiceDocument, publicInvoiceDocumentSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const base = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;

/** The PDF of the same document, through the same signed token. */
export function publicInvoicePdfUrl(token: string): string {
  return `${base(token)}/pdf`;
}

/** What the signed link opens: an invoice, or the customer's outstanding invoices (no sign-in). */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: ['invoice-view', token],
    queryFn: ({ signal }): Promise<PublicInvoiceDocument> =>
      apiRequest(base(token), publicInvoiceDocumentSchema.parse, { signal }),
    enabled: token !== '',
    retry: false,
  });
}
