import { type DisputeReason, receiptReasonMessage } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { checkReceipt, receiptDiffers, receiptRequestLines, receivedQuantity } from './receipt-lines.ts';

const murukku = { lineId: 1, quantitySent: 10, productName: 'Murukku', variantName: '200 g' };
const flour = { lineId: 2, quantitySent: 0.3, productName: 'Flour', variantName: '' };
const lines = [murukku, flour];

const typed = (received: [number, number | null][] = [], reasons: [number, DisputeReason][] = []) => ({
  received: new Map(received),
  reasons: new Map(reasons),
});

describe('receivedQuantity', () => {
  it('is all that was sent for a line not touched, else what was typed, even nothing', () => {
    expect(receivedQuantity(murukku, typed())).toBe(10);
    expect(receivedQuantity(murukku, typed([[1, 8]]))).toBe(8);
    expect(receivedQuantity(murukku, typed([[1, null]]))).toBeNull();
  });
});

describe('receiptDiffers', () => {
  it('compares the count with what was sent to the gram', () => {
    expect(receiptDiffers(murukku, typed())).toBe(false);
    expect(receiptDiffers(murukku, typed([[1, 9]]))).toBe(true);
    expect(receiptDiffers(flour, typed([[2, 0.1 + 0.2]]))).toBe(false);
    expect(receiptDiffers(flour, typed([[2, 0.301]]))).toBe(true);
  });

  it('sees no difference in a line with no count yet', () => {
    expect(receiptDiffers(murukku, typed([[1, null]]))).toBe(false);
  });
});

describe('checkReceipt', () => {
  it('passes lines received in full, and differences with a reason', () => {
    expect(checkReceipt(lines, typed()).size).toBe(0);
    expect(checkReceipt(lines, typed([[1, 8]], [[1, 'short']])).size).toBe(0);
  });

  it('asks for a number where the count was cleared', () => {
    expect([...checkReceipt(lines, typed([[2, null]]))]).toEqual([[2, 'Actual Received: a number']]);
  });

  it("asks for a reason where the count differs, in the server's words", () => {
    expect([...checkReceipt(lines, typed([[1, 12]]))]).toEqual([
      [1, receiptReasonMessage('Murukku 200 g', 12, 10)],
    ]);
  });
});

describe('receiptRequestLines', () => {
  it("sends every line's count, and a reason only where it differs", () => {
    expect(
      receiptRequestLines(
        lines,
        typed(
          [[1, 8]],
          [
            [1, 'damaged'],
            [2, 'short'],
          ],
        ),
      ),
    ).toEqual([
      { lineId: 1, quantityReceived: 8, reason: 'damaged' },
      { lineId: 2, quantityReceived: 0.3, reason: null },
    ]);
  });

  it('sends a difference without a reason as none, for the server to refuse', () => {
    expect(receiptRequestLines([murukku], typed([[1, 9]]))).toEqual([
      { lineId: 1, quantityReceived: 9, reason: null },
    ]);
  });
});
