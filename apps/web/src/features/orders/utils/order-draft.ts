import { ORDER_TYPES, type OrderType } from '@kadai/contract';
import { CUSTOMER_FIELDS, type OrderFormValues } from './order-form-values.ts';

// The customer's own unsent draft, kept only in their browser under the form's own key
// (order-variant.ts): nothing the business needs lives here.

export type OrderDraft = { values: OrderFormValues; quantities: Array<[number, string]> };

const EMPTY: OrderDraft = { values: {}, quantities: [] };

export function loadDraft(draftKey: string): OrderDraft {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(draftKey) ?? 'null');
    if (!isRecord(stored)) return EMPTY;
    const values: OrderFormValues = {};
    const rawValues = isRecord(stored.values) ? stored.values : {};
    for (const field of CUSTOMER_FIELDS) {
      const value = rawValues[field];
      if (typeof value === 'string') values[field] = value;
    }
    if (typeof rawValues.others === 'string') values.others = rawValues.others;
    if ((ORDER_TYPES as readonly unknown[]).includes(rawValues.orderType)) {
      values.orderType = rawValues.orderType as OrderType;
    }
    const quantities = Array.isArray(stored.quantities)
      ? stored.quantities.filter(
          (entry): entry is [number, string] =>
            Array.isArray(entry) && Number.isInteger(entry[0]) && typeof entry[1] === 'string',
        )
      : [];
    return { values, quantities };
  } catch {
    return EMPTY;
  }
}

export function saveDraft(draftKey: string, draft: OrderDraft): void {
  try {
    localStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, only the draft is not kept.
  }
}

export function clearDraft(draftKey: string): void {
  try {
    localStorage.removeItem(draftKey);
  } catch {
    // As above.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
