import { describe, expect, it } from 'vitest';
import type { GatewayAnswer } from '../../ports/payment-gateway.ts';
import { decideAttemptState } from './decide-attempt-state.ts';

const attempt = {
  state: 'redirected' as const,
  amountPaise: 1250_50,
  currency: 'INR',
  mac: 'the-mac-of-this-attempt-32-chars',
  trackingId: null,
};
const answer = (overrides: Partial<GatewayAnswer> = {}): GatewayAnswer => ({
  gatewayOrderId: 'CH-ORDMEE0001-1',
  outcome: 'success',
  amountPaise: 1250_50,
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
    });
    expect(decideAttemptState({ attempt, status: answer({ amountPaise: 100 }) })).toMatchObject({
      state: 'invalid',
      settled: true,
      statusNote: 'The gateway says paid, but the amount (₹1.00) is not the ₹1,250.50 charged.',
    });
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
        status: answer({ outcome: 'failure', raw: { order_status: 'Unsuccessful' } }),
      }),
    ).toMatchObject({ state: 'failure', settled: true, statusNote: 'The gateway says Unsuccessful.' });
    expect(decideAttemptState({ attempt, status: answer({ outcome: 'awaited' }) })).toMatchObject({
      state: 'awaited',
      settled: false,
    });
    expect(
      decideAttemptState({
        attempt: { ...attempt, state: 'success' },
        status: answer({ outcome: 'aborted' }),
      }),
    ).toMatchObject({ state: 'success', settled: true });
  });
});
