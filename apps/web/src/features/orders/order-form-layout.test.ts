import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_FORM_LAYOUT, parseOrderFormLayout } from './order-form-layout.ts';

describe('parseOrderFormLayout', () => {
  it('takes either layout the address names', () => {
    expect(parseOrderFormLayout('products-first')).toBe('products-first');
    expect(parseOrderFormLayout('details-first')).toBe('details-first');
  });

  it('keeps the details first when the address names none or something else', () => {
    expect(DEFAULT_ORDER_FORM_LAYOUT).toBe('details-first');
    expect(parseOrderFormLayout(null)).toBe('details-first');
    expect(parseOrderFormLayout('Products-First')).toBe('details-first');
    expect(parseOrderFormLayout('')).toBe('details-first');
  });
});
