import { type Invoice, invoiceSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invoiceKey } from '../../api/receivables-keys.ts';

export function getInvoice(invoiceId: number, options: { signal?: AbortSignal } = {}): Promise<Invoice> {
  return apiRequest(`/api/receivables/invoices/${invoiceId}`, invoiceSchema.parse, {
    signal: options.signal,
  });
}

/** An issued invoice or credit note; issued documents never change, so it is not asked again. */
export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: invoiceKey(invoiceId ?? 0),
    queryFn: ({ signal }) => getInvoice(invoiceId ?? 0, { signal }),
    enabled: invoiceId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
