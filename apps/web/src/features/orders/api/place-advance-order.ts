import type { OrderReceipt, PlaceAdvanceOrderRequest } from '@kadai/contract';
import { type OrderPlacing, postOrder, useOrderPlacing } from './place-order.ts';

export type PlaceAdvanceOrderInput = OrderPlacing<PlaceAdvanceOrderRequest>;

/** An advance order (ordering.md §2.6): its receipt is read like any order's. */
export function placeAdvanceOrder(input: PlaceAdvanceOrderInput): Promise<OrderReceipt> {
  return postOrder('/api/advance-orders', input);
}

export function usePlaceAdvanceOrder() {
  return useOrderPlacing(placeAdvanceOrder);
}
