import {
  BANGALORE_HUB_PICKUP,
  BANGALORE_ORDER_TYPES,
  CHENNAI_ORDER_TYPES,
  type OrderType,
} from '@kadai/contract';
import { createContext, useContext } from 'react';

/**
 * The two order forms (ordering.md §2.2, §2.3): one form, told which it is. Chennai sends a wish
 * list the store prices when packing; Bangalore shows a running total, is paid by card at Confirm
 * & Pay, and is picked up at the hub.
 */
export interface OrderVariant {
  name: 'chennai' | 'bangalore';
  /** Each form keeps its own draft in the browser. */
  draftKey: string;
  orderTypes: readonly OrderType[];
  defaultOrderType: OrderType | undefined;
  /** The smallest quantity that counts as ordered: below it the item leaves the order (§4, §5). */
  counts: (quantity: number) => boolean;
  /** Where + starts and below which − empties the box (0: the item's own step). */
  minimumStep: number;
  /** The order bar and the summary: an estimate, or the total charged. */
  totalLabel: string;
  confirmLabel: string;
  backLabel: string;
  /** Bangalore's Cancel Order (to the site's origin). */
  cancelOrder: boolean;
  paysByCard: boolean;
}

export const CHENNAI_FORM: OrderVariant = {
  name: 'chennai',
  draftKey: 'kadai.order-draft.v1',
  orderTypes: CHENNAI_ORDER_TYPES,
  defaultOrderType: undefined,
  // "Clearing a quantity or entering one below 1 removes the item" (ordering.md §4).
  counts: (quantity) => quantity >= 1,
  minimumStep: 1,
  totalLabel: 'Estimated total',
  confirmLabel: 'Confirm',
  backLabel: 'Edit order',
  cancelOrder: false,
  paysByCard: false,
};

export const BANGALORE_FORM: OrderVariant = {
  name: 'bangalore',
  draftKey: 'kadai.order-draft.bangalore.v1',
  orderTypes: BANGALORE_ORDER_TYPES,
  defaultOrderType: BANGALORE_HUB_PICKUP,
  // "A quantity at or below 0 removes the item" (ordering.md §5): half a kilo is an order here.
  counts: (quantity) => quantity > 0,
  minimumStep: 0,
  totalLabel: 'Total',
  confirmLabel: 'Confirm & Pay',
  backLabel: 'Modify Order',
  cancelOrder: true,
  paysByCard: true,
};

export const OrderVariantContext = createContext<OrderVariant>(CHENNAI_FORM);

export function useOrderVariant(): OrderVariant {
  return useContext(OrderVariantContext);
}
