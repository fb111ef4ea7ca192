import { formatPaise, type PaymentAttemptState } from '@kadai/contract';
import type { GatewayAnswer } from '../../ports/payment-gateway.ts';
import { sameMac } from './payment-mac.ts';

/** What the gateway's status API said: an answer, no record of the attempt, or no answer at all. */
export type StatusReading = GatewayAnswer | 'no record' | 'unreachable' | 'not asked';

export interface AttemptDecision {
  state: PaymentAttemptState;
  /** The status API gave a final answer: no more checks are needed. */
  settled: boolean;
  trackingId: string | null;
  /** Whether the callback was believed, and why not. */
  callbackNote: string;
  statusNote: string;
}

const FINAL_FROM_STATUS: ReadonlySet<PaymentAttemptState> = new Set([
  'success',
  'failure',
  'aborted',
  'invalid',
]);

/** Why an answer cannot be this attempt's success, or null when it can. */
function successProblem(
  attempt: { amountPaise: number; currency: string; mac: string },
  answer: GatewayAnswer,
  options: { macRequired: boolean },
): string | null {
  if ((options.macRequired || answer.merchantParam1) && !sameMac(attempt.mac, answer.merchantParam1)) {
    return 'merchant_param1 does not carry this attempt’s MAC';
  }
  if (answer.amountPaise !== attempt.amountPaise) {
    const said = answer.amountPaise === null ? 'no amount' : formatPaise(answer.amountPaise);
    return `the amount (${said}) is not the ${formatPaise(attempt.amountPaise)} charged`;
  }
  if (answer.currency !== attempt.currency)
    return `the currency (${answer.currency ?? 'none'}) is not ${attempt.currency}`;
  return null;
}

/**
 * The one rule of what an attempt's state becomes, from what the browser brought back (the
 * callback) and what the gateway's status API says. Pure, so each case is tested on its own:
 * - the status API is the truth: success only when it says so, for this attempt's amount,
 *   currency and MAC; its failure, abort or invalid are final too;
 * - a callback is believed only with the attempt's MAC and, for a success, its amount; alone it
 *   can say failure or abort (the attempt is still checked later), and a success it claims waits
 *   ('awaited') until the status API agrees;
 * - a success is never undone.
 */
export function decideAttemptState(input: {
  attempt: {
    state: PaymentAttemptState;
    amountPaise: number;
    currency: string;
    mac: string;
    trackingId: string | null;
  };
  callback?: GatewayAnswer | undefined;
  status: StatusReading;
}): AttemptDecision {
  const { attempt, callback, status } = input;
  let callbackNote = '';
  let believedCallback: GatewayAnswer | undefined;
  if (callback) {
    const problem =
      callback.outcome === 'success'
        ? successProblem(attempt, callback, { macRequired: true })
        : sameMac(attempt.mac, callback.merchantParam1)
          ? null
          : 'merchant_param1 does not carry this attempt’s MAC';
    if (problem) callbackNote = `Refused: ${problem}.`;
    else {
      believedCallback = callback;
      callbackNote = `The browser brought back ${callback.outcome}.`;
    }
  }
  const trackingId =
    (typeof status === 'object' ? status.trackingId : null) ??
    believedCallback?.trackingId ??
    attempt.trackingId;

  if (attempt.state === 'success') {
    return {
      state: 'success',
      settled: true,
      trackingId: attempt.trackingId,
      callbackNote,
      statusNote: 'Already paid by this attempt.',
    };
  }

  if (typeof status === 'object') {
    if (status.outcome === 'success') {
      const problem = successProblem(attempt, status, { macRequired: false });
      if (problem) {
        return {
          state: 'invalid',
          settled: true,
          trackingId,
          callbackNote,
          statusNote: `The gateway says paid, but ${problem}.`,
        };
      }
      return {
        state: 'success',
        settled: true,
        trackingId,
        callbackNote,
        statusNote: 'The gateway confirms the payment.',
      };
    }
    return {
      state: status.outcome,
      settled: FINAL_FROM_STATUS.has(status.outcome),
      trackingId,
      callbackNote,
      statusNote: `The gateway says ${status.raw.order_status ?? status.outcome}.`,
    };
  }

  if (status === 'no record') {
    if (believedCallback) callbackNote = 'Refused: the gateway has no record of this order.';
    return {
      state: attempt.state,
      settled: false,
      trackingId: attempt.trackingId,
      callbackNote,
      statusNote: 'The gateway has no record of this order yet.',
    };
  }

  // The gateway could not be asked: the callback's word, held for a later check.
  const statusNote =
    status === 'unreachable' ? 'The gateway’s status API did not answer; checked again later.' : '';
  if (!believedCallback)
    return { state: attempt.state, settled: false, trackingId, callbackNote, statusNote };
  const state: PaymentAttemptState =
    believedCallback.outcome === 'success' ? 'awaited' : believedCallback.outcome;
  return { state, settled: false, trackingId, callbackNote, statusNote };
}
