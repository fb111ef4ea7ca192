import { describe, expect, it } from 'vitest';
import { describeReceiptResult } from './describe-receipt-result.ts';

describe('describeReceiptResult', () => {
  it('says how many lines were received, one or many', () => {
    expect(describeReceiptResult({ received: 1, disputes: 0, alreadyReceived: [] })).toBe('1 line received.');
    expect(describeReceiptResult({ received: 3, disputes: 0, alreadyReceived: [] })).toBe(
      '3 lines received.',
    );
  });

  it('adds the disputes opened and each line someone else had received', () => {
    expect(
      describeReceiptResult({
        received: 2,
        disputes: 1,
        alreadyReceived: [
          { lineId: 4, receivedBy: 'Priya' },
          { lineId: 5, receivedBy: '' },
        ],
      }),
    ).toBe(
      '2 lines received. 1 difference opened a dispute. A line had been received already by Priya; it was left as it was. A line had been received already by someone else; it was left as it was.',
    );
    expect(describeReceiptResult({ received: 0, disputes: 2, alreadyReceived: [] })).toBe(
      '0 lines received. 2 differences opened disputes.',
    );
  });
});
