import { useSearchParams } from 'react-router';

/**
 * Where the customer's details sit on the order form (docs/decisions/021-order-form-layout.md):
 * before the catalogue, as the form has always been, or after it, just above Review, so a phone
 * shows the products first. Same fields, labels and messages either way (ordering.md §2.2, §5).
 */
export type OrderFormLayout = 'details-first' | 'products-first';

/** The layout when the address names none. */
export const DEFAULT_ORDER_FORM_LAYOUT: OrderFormLayout = 'details-first';

/** `?layout=products-first` or `?layout=details-first` picks one; anything else gets the default. */
export function parseOrderFormLayout(value: string | null): OrderFormLayout {
  return value === 'products-first' || value === 'details-first' ? value : DEFAULT_ORDER_FORM_LAYOUT;
}

export function useOrderFormLayout(): OrderFormLayout {
  const [params] = useSearchParams();
  return parseOrderFormLayout(params.get('layout'));
}
