import { formatPaise } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { getOrderForPayment } from '../../orders/payment-state/get-order-for-payment.ts';
import { tellFinance } from '../finance/tell-finance.ts';
import type { PaymentContext } from '../payment-context.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/**
 * Confirms a paid attempt for settlement through the gateway's Confirm API (confirmOrder). CCAvenue
 * settles only confirmed orders and cancels an unconfirmed one after 12 days, refunding the
 * customer: on an account without automatic confirmation every card payment would be lost without
 * this. The call is made outside any transaction; its answer is recorded once. A gateway that does
 * not answer throws (the job retries with backoff, and the daily sweep asks again); a refusal is
 * recorded and told to finance. Answers whether the attempt is confirmed now.
 */
export async function confirmCardPayment(
  db: Database,
  options: { life: PaymentContext; attemptId: number },
): Promise<boolean> {
  const { life, attemptId } = options;
  const [attempt] = await db
    .select({
      id: paymentAttempts.id,
      orderId: paymentAttempts.orderId,
      gatewayOrderId: paymentAttempts.gatewayOrderId,
      state: paymentAttempts.state,
      trackingId: paymentAttempts.trackingId,
      amountPaise: paymentAttempts.amountPaise,
      confirmedAt: paymentAttempts.confirmedAt,
      gatewayStatus: paymentAttempts.gatewayStatus,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  if (!attempt || attempt.confirmedAt) return Boolean(attempt?.confirmedAt);
  if (attempt.state !== 'success' || !attempt.trackingId) return false;
  // Only a success the gateway still reads as one is confirmed: another word waits for a person.
  if (attempt.gatewayStatus && !/^success(ful)?$/i.test(attempt.gatewayStatus)) return false;
  let answer = await life.gateway.confirmOrder({
    trackingId: attempt.trackingId,
    amountPaise: attempt.amountPaise,
  });
  if (!answer.ok) {
    // A confirmation whose answer was lost is refused when asked again: the status says Shipped.
    const status = await life.gateway.fetchStatus(attempt.gatewayOrderId).catch(() => null);
    if (status?.confirmed) answer = { ok: true, reason: '', errorCode: '', raw: status.raw };
  }
  return db.transaction(async (tx) => {
    const order = await getOrderForPayment(tx, attempt.orderId);
    const written = await recordPaymentEvent(tx, {
      orderId: attempt.orderId,
      attemptId: attempt.id,
      source: 'confirm',
      note: answer.ok
        ? 'Confirmed for settlement (Confirm API).'
        : `The gateway refused to confirm it: ${answer.reason || answer.errorCode || 'no reason given'}.`,
      payload: answer.raw,
      dedupe: `confirm:${answer.ok}:${JSON.stringify(answer.raw)}`,
    });
    if (answer.ok) {
      await tx
        .update(paymentAttempts)
        .set({ confirmedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(paymentAttempts.id, attempt.id));
      return true;
    }
    const flag = `Not confirmed: the gateway refused (${answer.reason || answer.errorCode}). CCAvenue cancels an unconfirmed order after 12 days.`;
    await tx
      .update(paymentAttempts)
      .set({ flag, flaggedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attempt.id));
    if (written) {
      await tellFinance(tx, life, {
        subject: `Card payment ${attempt.gatewayOrderId} (order ${order?.orderId ?? '?'}) was not confirmed`,
        text: `${flag}\n\n${formatPaise(attempt.amountPaise)}. See /card-payments.`,
      });
    }
    return false;
  });
}
