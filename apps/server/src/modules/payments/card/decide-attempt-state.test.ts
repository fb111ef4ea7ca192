import { describe, expect, it } from 'vitest';
import type { GatewayAnswer } from '../../../ports/payment-gateway.ts';
import { decideAttemptState } from './decide-attempt-state.ts';

const attempt = {
  state: 'redirected' as const,
  amountPaise: 1250_50,
  currency: 'INR',
  mac: 'the-mac-of-this-attempt-32-chars',
  trackingId: null,
};
const answer = (overrides: Partial<GatewayAnswer> = {}): GatewayAnswer => ({
  gatewayOrderId: 'CH-ORDMEE0001-1-AB2C',
  outcome: 'success',
  status: 'Successful',
  confirmed: false,
  amountPaise: 1250_50,
  merchantAmountPaise: null,
  currency: 'INR',
  trackingId: '313012345678',
  merchantParam1: attempt.mac,
  raw: { order_status: 'Successful' },
  ...overrides,
});

describe('what an attempt becomes', () => {
  it('is a success only when the status API says so for its amount and currency', () => {
    expect(decideAttemptState({ attempt, callback: answer(), status: answer() })).toMatchObject({
      state: 'success',
      settled: true,
      trackingId: '313012345678',
      callbackVerified: true,
    });
    expect(decideAttemptState({ attempt, status: answer({ amountPaise: 100 }) })).toMatchObject({
      state: 'invalid',
      settled: true,
      statusNote: 'The gateway says paid, but the amount (₹1.00) is not the ₹1,250.50 charged.',
    });
    expect(decideAttemptState({ attempt, status: answer({ amountPaise: 100 }) }).flag).toMatch(
      /money may have moved/,
    );
    expect(decideAttemptState({ attempt, status: answer({ currency: 'USD' }) })).toMatchObject({
      state: 'invalid',
    });
  });

  it('holds a success the browser claims as awaited while the gateway cannot be asked', () => {
    expect(decideAttemptState({ attempt, callback: answer(), status: 'unreachable' })).toMatchObject({
      state: 'awaited',
      settled: false,
    });
    // A failure or a cancel is taken at its word, but checked again later.
    expect(
      decideAttemptState({ attempt, callback: answer({ outcome: 'aborted' }), status: 'unreachable' }),
    ).toMatchObject({ state: 'aborted', settled: false });
  });

  it('believes no callback without the MAC, and none for an order the gateway has never seen', () => {
    const forged = decideAttemptState({
      attempt,
      callback: answer({ merchantParam1: 'guess' }),
      status: 'unreachable',
    });
    expect(forged).toMatchObject({ state: 'redirected', settled: false });
    expect(forged.callbackNote).toBe('Refused: merchant_param1 does not carry this attempt’s MAC.');
    expect(decideAttemptState({ attempt, callback: answer(), status: 'no record' })).toMatchObject({
      state: 'redirected',
      callbackNote: 'Refused: the gateway has no record of this order.',
    });
  });

  it('lets the status API overrule the browser, and never undoes a success', () => {
    expect(
      decideAttemptState({
        attempt,
        callback: answer(),
        status: answer({ outcome: 'failure', status: 'Unsuccessful', raw: { order_status: 'Unsuccessful' } }),
      }),
    ).toMatchObject({
      state: 'failure',
      settled: true,
      statusNote: 'The gateway says Unsuccessful.',
      callbackVerified: false,
    });
    expect(decideAttemptState({ attempt, status: answer({ outcome: 'awaited' }) })).toMatchObject({
      state: 'awaited',
      settled: false,
    });
    expect(
      decideAttemptState({
        attempt: { ...attempt, state: 'success' },
        status: answer({ outcome: 'awaited', status: 'Awaited' }),
      }),
    ).toMatchObject({ state: 'success', settled: true, reversal: false });
  });
});

describe('offers and surcharges', () => {
  it('matches the merchant’s amount (mer_amount) and notes what the customer was charged', () => {
    const surcharged = answer({ amountPaise: 1275_50, merchantAmountPaise: 1250_50 });
    const decision = decideAttemptState({ attempt, callback: surcharged, status: surcharged });
    expect(decision).toMatchObject({ state: 'success', callbackVerified: true });
    expect(decision.statusNote).toContain('charged ₹1,275.50');
    expect(
      decideAttemptState({ attempt, status: answer({ amountPaise: 1250_50, merchantAmountPaise: 899_00 }) }),
    ).toMatchObject({ state: 'invalid' });
  });
});

describe('no MAC, no success', () => {
  it('refuses a status success without the MAC, or with another one, in param_value1', () => {
    for (const merchantParam1 of [null, '', 'another-attempts-mac']) {
      const decision = decideAttemptState({ attempt, status: answer({ merchantParam1 }) });
      expect(decision.state).toBe('invalid');
      expect(decision.statusNote).toMatch(/param_value1|no MAC/);
    }
    expect(
      decideAttemptState({ attempt, callback: answer({ merchantParam1: null }), status: 'unreachable' }),
    ).toMatchObject({ state: 'redirected', callbackNote: 'Refused: it carries no MAC (merchant_param1).' });
  });
});

describe('every documented status, as a first answer and after a success', () => {
  const first: [GatewayAnswer['outcome'], string, string, boolean][] = [
    ['success', 'Success', 'success', true],
    ['success', 'Shipped', 'success', true],
    ['awaited', 'Awaited', 'awaited', false],
    ['awaited', 'Initiated', 'awaited', false],
    ['failure', 'Failure', 'failure', true],
    ['failure', 'Unsuccessful', 'failure', true],
    ['failure', 'Timeout', 'failure', true],
    ['aborted', 'Aborted', 'aborted', true],
    ['aborted', 'Cancelled', 'aborted', true],
    ['aborted', 'Auto-Cancelled', 'aborted', true],
    ['invalid', 'Invalid', 'invalid', true],
    ['reversed', 'Auto-Reversed', 'failure', true],
    ['reversed', 'Fraud', 'failure', true],
    ['reversed', 'Chargeback', 'failure', true],
    ['reversed', 'System refund', 'failure', true],
    ['reversed', 'Systemrefund', 'failure', true],
    ['refunded', 'Refunded', 'refunded', true],
  ];
  it.each(first)('%s (%s) as a first answer becomes %s', (outcome, status, state, settled) => {
    const decision = decideAttemptState({
      attempt,
      status: answer({ outcome, status, confirmed: status === 'Shipped' }),
    });
    expect(decision).toMatchObject({ state, settled, reversal: false, gatewayStatus: status });
    expect(decision.confirmed).toBe(status === 'Shipped');
  });

  const paid = { ...attempt, state: 'success' as const, trackingId: '313012345678' };
  const after: [GatewayAnswer['outcome'], string][] = [
    ['reversed', 'Auto-Reversed'],
    ['reversed', 'Fraud'],
    ['reversed', 'Chargeback'],
    ['reversed', 'System refund'],
    ['reversed', 'Systemrefund'],
    ['refunded', 'Refunded'],
    ['aborted', 'Cancelled'],
    ['aborted', 'Auto-Cancelled'],
    ['failure', 'Unsuccessful'],
  ];
  it.each(after)('%s (%s) after a success is a reversal finance is told of', (outcome, status) => {
    const decision = decideAttemptState({ attempt: paid, status: answer({ outcome, status }) });
    expect(decision).toMatchObject({ state: 'reversed', reversal: true, settled: true });
    expect(decision.flag).toBe(`Payment reversed: the gateway says ${status} (₹1,250.50).`);
  });

  it('keeps a success the gateway confirms (Shipped), and knows a refund made from here', () => {
    expect(
      decideAttemptState({ attempt: paid, status: answer({ status: 'Shipped', confirmed: true }) }),
    ).toMatchObject({ state: 'success', confirmed: true, reversal: false, flag: null });
    expect(
      decideAttemptState({
        attempt: { ...paid, refundedPaise: 1250_50 },
        status: answer({ outcome: 'refunded', status: 'Refunded' }),
      }),
    ).toMatchObject({ state: 'refunded', reversal: false, flag: null });
    expect(
      decideAttemptState({
        attempt: { ...paid, refundedPaise: 250_00 },
        status: answer({ outcome: 'refunded', status: 'Refunded' }),
      }),
    ).toMatchObject({ state: 'success', reversal: false });
  });

  it('never settles on a word it does not know: the state stays, finance gets the word', () => {
    const open = decideAttemptState({ attempt, status: answer({ outcome: 'unknown', status: 'Hold' }) });
    expect(open).toMatchObject({ state: 'redirected', settled: false, reversal: false });
    expect(open.flag).toContain('“Hold”');
    const later = decideAttemptState({
      attempt: paid,
      status: answer({ outcome: 'unknown', status: 'Disputed' }),
    });
    expect(later).toMatchObject({ state: 'success', reversal: false });
    expect(later.flag).toContain('“Disputed”');
    const fromBrowser = decideAttemptState({
      attempt,
      callback: answer({ outcome: 'unknown', status: 'Hold' }),
      status: 'unreachable',
    });
    expect(fromBrowser).toMatchObject({ state: 'redirected', settled: false });
  });

  it('flags a status API that refuses (an unregistered IP) and settles nothing', () => {
    const decision = decideAttemptState({
      attempt,
      callback: answer(),
      status: { refused: 'Access_code: Invalid Parameter (51407)' },
    });
    expect(decision).toMatchObject({ state: 'awaited', settled: false, callbackVerified: false });
    expect(decision.flag).toMatch(/refused: Access_code/);
  });
});
