import { formatPaise, type PaymentAttemptState } from '@kadai/contract';
import type { GatewayAnswer, PaymentOutcome } from '../../../ports/payment-gateway.ts';
import { sameMac } from './payment-mac.ts';

/**
 * What the gateway's status API said: an answer, no record of the attempt, no answer at all, a
 * refusal that is not about the order (an unregistered IP, a bad access code), or not asked.
 */
export type StatusReading = GatewayAnswer | 'no record' | 'unreachable' | { refused: string } | 'not asked';

export interface AttemptDecision {
  state: PaymentAttemptState;
  /** The first answer is final: no more first-answer checks (a success is still followed). */
  settled: boolean;
  trackingId: string | null;
  /** Whether the callback was believed, and why not. */
  callbackNote: string;
  statusNote: string;
  /**
   * The callback is verified: it decrypted, named this attempt with its MAC (and amount, for a
   * success), and the status API agrees with it. Only then may its redirect carry the receipt key.
   */
  callbackVerified: boolean;
  /** A success taken back by the gateway after it was paid (reversal, refund elsewhere, chargeback, fraud). */
  reversal: boolean;
  /** The gateway's status reads Shipped: confirmed for settlement. */
  confirmed: boolean;
  /** The gateway's own word, as read now (null when nothing was read). */
  gatewayStatus: string | null;
  /** Something finance must look at, in words; null when nothing new. */
  flag: string | null;
}

/** A first answer that ends the attempt without money, by what the gateway said. */
const FIRST_ANSWER_END: Partial<Record<PaymentOutcome, PaymentAttemptState>> = {
  failure: 'failure',
  aborted: 'aborted',
  invalid: 'invalid',
  // Taken back before we ever saw it paid (Auto-Reversed, Fraud …): no money for the shop.
  reversed: 'failure',
};

/**
 * Why an answer cannot be this attempt's success, or null when it can. The MAC is never optional.
 * The amount that must match is the merchant's: `mer_amount` where the gateway sends it (what we
 * asked for, before an offer or a surcharge the gateway applied to what the customer paid), else
 * `amount` (decision 024).
 */
function successProblem(
  attempt: { amountPaise: number; currency: string; mac: string },
  answer: GatewayAnswer,
  macField: string,
): string | null {
  if (!answer.merchantParam1) return `it carries no MAC (${macField})`;
  if (!sameMac(attempt.mac, answer.merchantParam1)) return `${macField} does not carry this attempt’s MAC`;
  const merchantAmount = answer.merchantAmountPaise ?? answer.amountPaise;
  if (merchantAmount !== attempt.amountPaise) {
    const said = merchantAmount === null ? 'no amount' : formatPaise(merchantAmount);
    return `the amount (${said}) is not the ${formatPaise(attempt.amountPaise)} charged`;
  }
  if (answer.currency !== attempt.currency)
    return `the currency (${answer.currency ?? 'none'}) is not ${attempt.currency}`;
  return null;
}

/**
 * The one rule of what an attempt's state becomes, from what the browser brought back (the
 * callback) and what the gateway's status API says. Pure, so each case is tested on its own:
 * - the status API is the truth: success only when it says so, for this attempt's MAC (in
 *   param_value1), amount and currency; no MAC, no success;
 * - a callback is believed only with the attempt's MAC and, for a success, its amount; alone it
 *   can say failure or abort (the attempt is still checked later), and a success it claims waits
 *   ('awaited') until the status API agrees;
 * - a word the code does not know never settles anything: the state stays, finance is told;
 * - after a success the attempt is followed: the gateway may confirm it (Shipped) or take it back
 *   (Auto-Reversed, Refunded, Chargeback, System refund, Fraud, a cancel): that is a reversal,
 *   unless finance refunded all of it from here (refunded). Nothing silently undoes a payment.
 */
export function decideAttemptState(input: {
  attempt: {
    state: PaymentAttemptState;
    amountPaise: number;
    currency: string;
    mac: string;
    trackingId: string | null;
    /** Refunded from here (done), for telling our own refund from the gateway's. */
    refundedPaise?: number;
  };
  callback?: GatewayAnswer | undefined;
  status: StatusReading;
}): AttemptDecision {
  const { attempt, callback, status } = input;
  const answer = typeof status === 'object' && 'outcome' in status ? status : null;
  let callbackNote = '';
  let believedCallback: GatewayAnswer | undefined;
  if (callback) {
    const problem =
      callback.outcome === 'success'
        ? successProblem(attempt, callback, 'merchant_param1')
        : sameMac(attempt.mac, callback.merchantParam1)
          ? null
          : 'merchant_param1 does not carry this attempt’s MAC';
    if (problem) callbackNote = `Refused: ${problem}.`;
    else {
      believedCallback = callback;
      callbackNote = `The browser brought back ${callback.status || callback.outcome}.`;
    }
  }
  const trackingId = answer?.trackingId ?? believedCallback?.trackingId ?? attempt.trackingId;
  const base = {
    trackingId,
    callbackNote,
    callbackVerified: false,
    reversal: false,
    confirmed: answer?.confirmed ?? false,
    gatewayStatus: answer?.status ?? null,
    flag: null as string | null,
  };

  // Taken back already, or refunded from here: nothing the gateway says now changes it.
  if (attempt.state === 'reversed' || attempt.state === 'refunded') {
    return { ...base, state: attempt.state, settled: true, statusNote: '' };
  }

  if (attempt.state === 'success') {
    const kept = { ...base, state: 'success' as const, settled: true };
    if (!answer) return { ...kept, statusNote: noAnswerNote(status) };
    const word = answer.status || answer.outcome;
    switch (answer.outcome) {
      case 'success':
        return { ...kept, statusNote: answer.confirmed ? 'The gateway has confirmed it (Shipped).' : '' };
      case 'awaited':
        return { ...kept, statusNote: `The gateway says ${word} of a paid order; it stays paid.` };
      case 'unknown':
        return {
          ...kept,
          statusNote: `The gateway says “${word}”, a word this product does not know; it stays paid.`,
          flag: `Unknown status “${word}” after it was paid: please look at it in the gateway’s dashboard.`,
        };
      case 'refunded':
        if ((attempt.refundedPaise ?? 0) >= attempt.amountPaise) {
          return { ...base, state: 'refunded', settled: true, statusNote: 'The gateway says Refunded.' };
        }
        if ((attempt.refundedPaise ?? 0) > 0) {
          return { ...kept, statusNote: 'The gateway says Refunded: part of it was refunded from here.' };
        }
        break;
      default:
        break;
    }
    return {
      ...base,
      state: 'reversed',
      settled: true,
      reversal: true,
      statusNote: `The gateway says ${word} after it was paid: the payment was taken back.`,
      flag: `Payment reversed: the gateway says ${word} (${formatPaise(attempt.amountPaise)}).`,
    };
  }

  if (answer) {
    const word = answer.status || answer.outcome;
    const agrees = (state: PaymentAttemptState) =>
      believedCallback !== undefined &&
      (state === 'success' ? believedCallback.outcome === 'success' : believedCallback.outcome !== 'success');
    if (answer.outcome === 'success') {
      const problem = successProblem(attempt, answer, 'param_value1');
      if (problem) {
        return {
          ...base,
          state: 'invalid',
          settled: true,
          statusNote: `The gateway says paid, but ${problem}.`,
          flag: `The gateway says ${word}, but ${problem}: money may have moved, please look at it.`,
        };
      }
      const charged =
        answer.merchantAmountPaise !== null && answer.amountPaise !== answer.merchantAmountPaise
          ? ` The customer was charged ${answer.amountPaise === null ? 'no amount' : formatPaise(answer.amountPaise)} (an offer or a surcharge at the gateway).`
          : '';
      return {
        ...base,
        state: 'success',
        settled: true,
        callbackVerified: agrees('success'),
        statusNote: `The gateway confirms the payment.${charged}`,
      };
    }
    if (answer.outcome === 'unknown') {
      return {
        ...base,
        state: attempt.state,
        settled: false,
        statusNote: `The gateway says “${word}”, a word this product does not know; checked again later.`,
        flag: `Unknown status “${word}”: nothing was settled; please look at it in the gateway’s dashboard.`,
      };
    }
    if (answer.outcome === 'refunded') {
      return {
        ...base,
        state: 'refunded',
        settled: true,
        statusNote: 'The gateway says Refunded before a payment was recorded here.',
        flag: 'Refunded at the gateway before this product saw it paid: please look at it.',
      };
    }
    const end = FIRST_ANSWER_END[answer.outcome];
    if (end) {
      return {
        ...base,
        state: end,
        settled: true,
        callbackVerified: agrees(end),
        statusNote: `The gateway says ${word}.`,
      };
    }
    return { ...base, state: 'awaited', settled: false, statusNote: `The gateway says ${word}.` };
  }

  if (status === 'no record' && believedCallback) {
    return {
      ...base,
      state: attempt.state,
      settled: false,
      trackingId: attempt.trackingId,
      callbackNote: 'Refused: the gateway has no record of this order.',
      statusNote: noAnswerNote(status),
    };
  }
  const statusNote = noAnswerNote(status);
  const flag =
    typeof status === 'object' && 'refused' in status
      ? `The gateway’s status API refused: ${status.refused}. Until it answers nothing is settled.`
      : null;
  // The gateway could not be asked: the callback's word, held for a later check.
  if (!believedCallback) return { ...base, state: attempt.state, settled: false, statusNote, flag };
  if (believedCallback.outcome === 'unknown') {
    return {
      ...base,
      state: attempt.state,
      settled: false,
      statusNote,
      flag: `Unknown status “${believedCallback.status}” from the browser: nothing was settled.`,
    };
  }
  const state: PaymentAttemptState =
    believedCallback.outcome === 'success'
      ? 'awaited'
      : (FIRST_ANSWER_END[believedCallback.outcome] ?? 'awaited');
  return { ...base, state, settled: false, statusNote, flag };
}

function noAnswerNote(status: StatusReading): string {
  if (status === 'no record') return 'The gateway has no record of this order yet.';
  if (status === 'unreachable') return 'The gateway’s status API did not answer; checked again later.';
  if (typeof status === 'object' && 'refused' in status)
    return `The gateway’s status API refused: ${status.refused}.`;
  return '';
}
