import { describe, expect, it } from 'vitest';
import { asRefundFormField, checkRefund } from './check-refund.ts';

const AMOUNT = 'Amount: the rupees to refund, more than 0 and at most what is left to refund';
const REASON = 'Reason: please say why, at most 200 characters';

describe('checkRefund', () => {
  it('sends the rupees typed as paise and the reason trimmed', () => {
    expect(checkRefund({ amount: '₹ 1,250.50', reason: '  Damaged sweets ' }, 200_000)).toEqual({
      request: { amountPaise: 125_050, reason: 'Damaged sweets' },
      problems: [],
    });
  });

  it('refuses more than is left to refund, nothing, or what is not rupees, under the amount box', () => {
    for (const amount of ['2000.01', '0', 'ten', '', '1.005']) {
      expect(checkRefund({ amount, reason: 'Late' }, 200_000).problems).toEqual([
        { path: 'amount', message: AMOUNT },
      ]);
    }
    expect(checkRefund({ amount: '2000', reason: 'Late' }, 200_000).problems).toEqual([]);
  });

  it('asks for a reason, once, beside the amount’s own message', () => {
    expect(checkRefund({ amount: '0', reason: ' ' }, 200_000).problems).toEqual([
      { path: 'reason', message: REASON },
      { path: 'amount', message: AMOUNT },
    ]);
  });

  it('puts the API’s amountPaise under the rupee box', () => {
    expect(asRefundFormField({ path: 'amountPaise', message: 'too much' })).toEqual({
      path: 'amount',
      message: 'too much',
    });
    expect(asRefundFormField({ path: 'reason', message: 'why?' })).toEqual({
      path: 'reason',
      message: 'why?',
    });
  });
});
