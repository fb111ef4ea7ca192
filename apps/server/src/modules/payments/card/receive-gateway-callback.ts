import { createHash } from 'node:crypto';
import { isCardPaidOrderType } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import type { PaymentGatewayPort } from '../../../ports/payment-gateway.ts';
import type { PaymentContext } from '../payment-context.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';

/** The result page of a callback nobody can read: no order to name. */
export const UNREADABLE_RESULT = '/payment-success?problem=unreadable';
/**
 * The result page of a callback that could not be verified (yet): it names no order and carries no
 * key. The customer's own browser still knows its order (the pending payment it kept) and asks
 * again from there; anybody else learns nothing.
 */
export const UNVERIFIED_RESULT = '/payment-success?problem=unverified';

/**
 * The gateway's form post (encResp) after the customer paid, failed or cancelled. Nothing in it is
 * believed until it decrypts with the working key and names one of our attempts; then the attempt
 * is settled (settlePaymentAttempt: MAC, amount, and the status API's word). What cannot be read is
 * recorded and refused. Answers where to send the browser (post-redirect-get): the payment page of
 * the order, or back to the Bangalore form when the customer cancelled there, with the order's
 * receipt key only when the callback was verified (it decrypted, named our attempt with its MAC, and
 * the status API agreed): a forged or unconfirmed post learns nothing about the order.
 */
export async function receiveGatewayCallback(
  db: Database,
  options: { life: PaymentContext; encResp: string; cancelled: boolean },
): Promise<string> {
  const { encResp, life } = options;
  const gateway: PaymentGatewayPort = life.gateway;
  let answer: ReturnType<PaymentGatewayPort['readCallback']>;
  try {
    answer = gateway.readCallback(encResp);
  } catch (error) {
    const why = /decrypt|cipher/i.test(String(error))
      ? 'it did not decrypt with the working key'
      : String((error as Error).message);
    await recordUnreadable(db, encResp, `Refused: ${why}.`);
    return UNREADABLE_RESULT;
  }
  const settled = await settlePaymentAttempt(db, {
    life,
    gatewayOrderId: answer.gatewayOrderId,
    source: 'browser callback',
    callback: { answer, encResp },
  });
  if (!settled) {
    await recordUnreadable(
      db,
      encResp,
      `Refused: ${answer.gatewayOrderId || 'no order id'} is not one of our payment attempts.`,
    );
    return UNREADABLE_RESULT;
  }
  const { order } = settled;
  if (!settled.callbackVerified) return UNVERIFIED_RESULT;
  const query = `key=${encodeURIComponent(order.receiptKey)}`;
  if (options.cancelled && settled.state !== 'success' && isCardPaidOrderType(order.orderType)) {
    return `/bangalore?cancelled=${encodeURIComponent(order.orderId)}&${query}`;
  }
  return `/payment-success/${encodeURIComponent(order.orderId)}?${query}`;
}

async function recordUnreadable(db: Database, encResp: string, note: string) {
  await recordPaymentEvent(db, {
    orderId: null,
    attemptId: null,
    source: 'browser callback',
    note,
    // Kept to a length that cannot fill the table with one post.
    rawPayload: encResp.slice(0, 8192),
    dedupe: createHash('sha256').update(encResp).digest('hex'),
  });
}
