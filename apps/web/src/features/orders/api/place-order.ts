import { type OrderReceipt, orderReceiptSchema, type PlaceOrderRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderReceiptQueryKey } from './get-order-receipt.ts';

export type PlaceOrderInput = {
  request: PlaceOrderRequest;
  /** The same key for every retry of the same order, so a lost response never makes a second order. */
  idempotencyKey: string;
};

export function placeOrder(input: PlaceOrderInput): Promise<OrderReceipt> {
  return apiRequest('/api/orders', orderReceiptSchema.parse, {
    method: 'POST',
    body: input.request,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (receipt) => {
      // The thank-you page opens with the receipt already at hand; it still refetches on reload.
      queryClient.setQueryData(
        orderReceiptQueryKey({ orderId: receipt.orderId, key: receipt.receiptKey }),
        receipt,
      );
    },
  });
}
