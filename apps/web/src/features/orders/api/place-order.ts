import { type OrderReceipt, orderReceiptSchema, type PlaceOrderRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderReceiptQueryKey } from './get-order-receipt.ts';

/** What either order form sends: its body, and the key that makes retrying it safe. */
export type OrderPlacing<Request> = {
  request: Request;
  /** The same key for every retry of the same order, so a lost response never makes a second order. */
  idempotencyKey: string;
};

export type PlaceOrderInput = OrderPlacing<PlaceOrderRequest>;

/** POSTs an order to `path` with its Idempotency-Key; the answer is the order's receipt. */
export function postOrder<Request>(path: string, input: OrderPlacing<Request>): Promise<OrderReceipt> {
  return apiRequest(path, orderReceiptSchema.parse, {
    method: 'POST',
    body: input.request,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function placeOrder(input: PlaceOrderInput): Promise<OrderReceipt> {
  return postOrder('/api/orders', input);
}

/** A mutation that places an order and keeps its receipt for the thank-you page. */
export function useOrderPlacing<Request>(place: (input: OrderPlacing<Request>) => Promise<OrderReceipt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: place,
    onSuccess: (receipt) => {
      // The thank-you page opens with the receipt already at hand; it still refetches on reload.
      queryClient.setQueryData(
        orderReceiptQueryKey({ orderId: receipt.orderId, key: receipt.receiptKey }),
        receipt,
      );
    },
  });
}

export function usePlaceOrder() {
  return useOrderPlacing(placeOrder);
}
