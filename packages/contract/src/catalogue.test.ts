import { describe, expect, it } from 'vitest';
import { formatPack, isFestivalCategory, ORDER_STEP } from './catalogue.ts';
import { formatPaise } from './money.ts';

describe('catalogue rules', () => {
  it('knows the two festival categories', () => {
    expect(isFestivalCategory('festival-options')).toBe(true);
    expect(isFestivalCategory('navarathiri-specials')).toBe(true);
    expect(isFestivalCategory('vegetables')).toBe(false);
  });
  it('moves things by 11', () => {
    expect(ORDER_STEP).toBe(11);
  });
  it('writes packs and rupees the way the shop does', () => {
    expect(formatPack({ pu: 500, u: 'g' })).toBe('500 g');
    expect(formatPaise(1234_50)).toBe('₹1,234.50');
    expect(formatPaise(1_20_000_00)).toBe('₹1,20,000.00');
  });
});
