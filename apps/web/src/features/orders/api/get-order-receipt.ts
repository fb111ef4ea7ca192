import { type OrderReceipt, orderReceiptSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type ReceiptRef = { orderId: string; key: string };

export function getOrderReceipt(options: ReceiptRef & { signal?: AbortSignal }): Promise<OrderReceipt> {
  const path = `/api/orders/${encodeURIComponent(options.orderId)}/receipt?key=${encodeURIComponent(options.key)}`;
  return apiRequest(path, orderReceiptSchema.parse, { signal: options.signal });
}

export function orderReceiptQueryKey(ref: ReceiptRef) {
  return ['orders', ref.orderId, 'receipt', ref.key] as const;
}

export function orderReceiptQueryOptions(ref: ReceiptRef) {
  return queryOptions({
    queryKey: orderReceiptQueryKey(ref),
    queryFn: ({ signal }) => getOrderReceipt({ ...ref, signal }),
    enabled: ref.key !== '',
  });
}

export function useOrderReceipt(ref: ReceiptRef) {
  return useQuery(orderReceiptQueryOptions(ref));
}
