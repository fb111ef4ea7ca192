import { describe, expect, it } from 'vitest';
import { describeKeptReceipt, receiptTypedFrom, receiptTypedValues } from './receipt-kept.ts';

const murukku = {
  lineId: 1,
  quantitySent: 10,
  productName: 'Murukku',
  variantName: '200 g',
  unit: 'packs',
  dispatchLabel: 'Dispatch 12',
};
const laddu = { ...murukku, lineId: 2, productName: 'Laddu', variantName: '', unit: 'pc' };

describe('describeKeptReceipt', () => {
  it('names the dispatch and the outlet, and each line with what was typed and why it differs', () => {
    const typed = { received: new Map([[1, 8]]), reasons: new Map([[1, 'short' as const]]) };
    const kept = describeKeptReceipt({ lines: [murukku, laddu], typed, outletName: 'Adyar' });
    expect(kept.label).toBe('Stock received — Dispatch 12 to Adyar');
    expect(kept.typed).toEqual([
      'Murukku 200 g: 8 packs received of 10 sent (Short)',
      'Laddu: 10 pc received of 10 sent',
    ]);
  });
});

describe('receiptTypedValues', () => {
  it('comes back as the same typed counts and reasons', () => {
    const typed = { received: new Map([[1, null]]), reasons: new Map([[2, 'damaged' as const]]) };
    const back = receiptTypedFrom(JSON.parse(JSON.stringify(receiptTypedValues(typed))));
    expect(back.received.get(1)).toBeNull();
    expect(back.reasons.get(2)).toBe('damaged');
  });
});
