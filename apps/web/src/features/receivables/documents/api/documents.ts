import {
  type CustomerSend,
  customerSendSchema,
  customerSendsSchema,
  type SendDocumentRequest,
} from '@kadai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { awaitingSms } from '../../../../lib/awaiting-sms.ts';
import { receivablesQueryKey } from '../../api/receivables-keys.ts';

/**
 * Invoices as PDFs and sending them to the customer: plain links for the PDFs (the session is
 * an HttpOnly cookie the browser sends along, and the server names the file), a send by POST, and
 * each customer's sends with the state of the message that carries them.
 */

export function invoicePdfUrl(invoiceId: number): string {
  return `/api/receivables/invoices/${invoiceId}/pdf`;
}

export function outstandingPdfUrl(customerId: number): string {
  return `/api/receivables/customers/${customerId}/outstanding.pdf`;
}

export function customerSendsKey(customerId: number) {
  return [...receivablesQueryKey, 'customer', customerId, 'sends'] as const;
}

export function listCustomerSends(customerId: number, signal?: AbortSignal): Promise<CustomerSend[]> {
  return apiRequest(`/api/receivables/customers/${customerId}/sends`, customerSendsSchema.parse, { signal });
}

/**
 * A queued message goes within seconds, and a text's delivery report follows: watch both happen,
 * and stop once none is queued or awaited.
 */
function whileAwaited(query: { state: { data?: readonly CustomerSend[] | undefined } }) {
  const sends = query.state.data ?? [];
  const texts = sends.filter((send) => send.channel === 'sms');
  return sends.some((send) => send.status === 'queued') || awaitingSms(texts) ? 2000 : false;
}

export function useCustomerSends(customerId: number) {
  return useQuery(
    queryOptions({
      queryKey: customerSendsKey(customerId),
      queryFn: ({ signal }) => listCustomerSends(customerId, signal),
      refetchInterval: whileAwaited,
    }),
  );
}

export function sendDocument(customerId: number, request: SendDocumentRequest): Promise<CustomerSend> {
  return apiRequest(`/api/receivables/customers/${customerId}/send`, customerSendSchema.parse, {
    method: 'POST',
    body: request,
  });
}

export function useSendDocument(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendDocumentRequest) => sendDocument(customerId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerSendsKey(customerId) }),
  });
}
