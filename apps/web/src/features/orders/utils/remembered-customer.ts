import { CUSTOMER_FIELDS, type OrderFormValues } from './order-form-values.ts';

/**
 * A customer's details kept on this device when they ask (the "Remember my details" box), so a
 * second order needs no retyping: only the personal fields, never items or instructions, and only
 * in this browser. Forgotten when they untick the box or press Forget.
 */
const KEY = 'kadai.remembered-customer.v1';

export type RememberedCustomer = Pick<OrderFormValues, (typeof CUSTOMER_FIELDS)[number]>;

export function loadRememberedCustomer(): RememberedCustomer | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const values: RememberedCustomer = {};
    for (const field of CUSTOMER_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
    return Object.keys(values).length > 0 ? values : null;
  } catch {
    return null;
  }
}

export function rememberCustomer(values: OrderFormValues): void {
  const kept: RememberedCustomer = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Private mode or full storage: nothing is remembered, the order still goes.
  }
}

export function forgetCustomer(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
