import { formatStockQuantity } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { countDifference, needsApproval, signedQuantity } from './count-difference.ts';

describe('countDifference', () => {
  it('is what was counted less what the books held, to the gram', () => {
    expect(countDifference({ counted: 12, expected: 10 })).toBe(2);
    expect(countDifference({ counted: 0.3, expected: 0.1 })).toBe(0.2);
    expect(countDifference({ counted: 1.1, expected: 1.4 })).toBe(-0.3);
    expect(countDifference({ counted: 5, expected: 5 })).toBe(0);
  });

  it('is none until both the count and the books are known', () => {
    expect(countDifference({ counted: null, expected: 10 })).toBeNull();
    expect(countDifference({ counted: 3, expected: null })).toBeNull();
  });
});

describe('needsApproval', () => {
  it('holds a difference above the threshold either way, not one at it', () => {
    expect(needsApproval(6, 5)).toBe(true);
    expect(needsApproval(-6, 5)).toBe(true);
    expect(needsApproval(5, 5)).toBe(false);
    expect(needsApproval(-5, 5)).toBe(false);
    expect(needsApproval(0, 0)).toBe(false);
  });
});

describe('signedQuantity', () => {
  it('always shows the sign, with a true minus and ± for none', () => {
    expect(signedQuantity(2, 'pc')).toBe(`+${formatStockQuantity(2, 'pc')}`);
    expect(signedQuantity(-0.5, 'kg')).toBe(`−${formatStockQuantity(0.5, 'kg')}`);
    expect(signedQuantity(0, 'pc')).toBe(`±${formatStockQuantity(0, 'pc')}`);
  });
});
