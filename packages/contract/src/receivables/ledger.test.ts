import { describe, expect, it } from 'vitest';
import { formatWholeRupees } from './ledger.ts';

describe('formatWholeRupees', () => {
  it('writes whole rupees with ₹, Indian grouping and the sign, rounding half away from zero', () => {
    expect(formatWholeRupees(1_829_700)).toBe('₹18,297');
    expect(formatWholeRupees(-1_829_700)).toBe('-₹18,297');
    expect(formatWholeRupees(1_234_567_850)).toBe('₹1,23,45,679');
    expect(formatWholeRupees(-1_250)).toBe('-₹13');
    expect(formatWholeRupees(1_249)).toBe('₹12');
    expect(formatWholeRupees(0)).toBe('₹0');
  });
});
