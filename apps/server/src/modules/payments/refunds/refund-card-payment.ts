import {
  formatPaise,
  type GatewayRefund,
  type GatewayRefundRequest,
  REFUND_MESSAGES,
  type SignedUser,
} from '@kadai/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts, paymentRefunds } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { GatewayActionAnswer } from '../../../ports/payment-gateway.ts';
import { getOrderForPayment } from '../../orders/payment-state/get-order-for-payment.ts';
import type { PaymentContext } from '../payment-context.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';
import { listGatewayRefunds } from './list-gateway-refunds.ts';
import { takeBackOrderPayment } from './take-back-order-payment.ts';

/**
 * Finance refunds part or all of a paid card payment through the gateway's Refund API
 * (refundOrder), from /card-payments. Three steps, so that no network call holds a lock and
 * nothing is lost:
 * 1. under the order's and the attempt's row locks, the refund is written 'requested' with our own
 *    reference and the request's Idempotency-Key (unique: a double click, a retry or two tabs
 *    refund once), never more than is left on the payment;
 * 2. the gateway is asked;
 * 3. its answer is recorded under the locks again: done (the ledger's refund entry, the order
 *    reads "Payment reversed" once all of it went back, an open refund task is closed) or failed
 *    with its words. A gateway that did not answer leaves it 'requested': the same key asks again
 *    with the same reference, which the gateway refuses to apply twice.
 */
export async function refundCardPayment(
  db: Database,
  options: {
    life: PaymentContext;
    gatewayOrderId: string;
    request: GatewayRefundRequest;
    idempotencyKey: string | undefined;
    user: Pick<SignedUser, 'id' | 'displayName'>;
  },
): Promise<GatewayRefund> {
  const { life, request, user } = options;
  if (!options.idempotencyKey) {
    throw AppError.validation([{ path: 'idempotency-key', message: REFUND_MESSAGES.key }]);
  }
  const key = `${user.id}:${options.idempotencyKey}`;

  const refund = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, options.gatewayOrderId));
    if (!found) throw AppError.notFound('No such card payment.');
    await getOrderForPayment(tx, found.orderId, { lock: true });
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, options.gatewayOrderId))
      .for('update');
    if (!attempt) throw AppError.notFound('No such card payment.');
    const [again] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
    if (again) {
      if (again.attemptId !== attempt.id || again.amountPaise !== request.amountPaise) {
        throw new AppError('idempotency_mismatch', 'This Idempotency-Key was used for another refund.');
      }
      // The first press is still waiting for the gateway (a double click): this one does not ask
      // again, or the gateway would refuse the same reference and the refusal could be recorded
      // over the refund. Asked again only after a recorded no-answer, or when the first press died.
      const inFlight =
        again.state === 'requested' &&
        again.error === null &&
        Date.now() - again.createdAt.getTime() < 120_000;
      return { ...again, inFlight };
    }
    if (attempt.state !== 'success' || !attempt.trackingId) {
      throw new AppError('conflict', REFUND_MESSAGES.notRefundable);
    }
    const [taken] = await tx
      .select({
        paise: sql<string>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(paymentRefunds)
      .where(
        and(eq(paymentRefunds.attemptId, attempt.id), inArray(paymentRefunds.state, ['requested', 'done'])),
      );
    const left = attempt.amountPaise - Number(taken?.paise ?? 0);
    if (request.amountPaise > left) {
      const message = REFUND_MESSAGES.tooMuch(formatPaise(Math.max(left, 0)));
      throw new AppError('conflict', message, [{ path: 'amountPaise', message }]);
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, attempt.id));
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        attemptId: attempt.id,
        orderId: attempt.orderId,
        // Ours, unique, short: the gateway refuses a reference it has seen, so a retry cannot refund twice.
        refundRef: `RF${attempt.id}N${(count?.n ?? 0) + 1}`,
        idempotencyKey: key,
        amountPaise: request.amountPaise,
        reason: request.reason,
        requestedByUserId: user.id,
        requestedBy: user.displayName,
      })
      .returning();
    if (!row) throw new Error('unreachable: the insert returns its row');
    await recordPaymentEvent(tx, {
      orderId: attempt.orderId,
      attemptId: attempt.id,
      source: 'refund',
      note: `Refund of ${formatPaise(request.amountPaise)} asked of the gateway as ${row.refundRef}: ${request.reason}`,
      recordedBy: user.displayName,
      dedupe: `refund-asked:${row.refundRef}`,
    });
    return { ...row, inFlight: false };
  });
  if (refund.state !== 'requested' || refund.inFlight) return toGatewayRefund(db, refund.id);

  const [attempt] = await db
    .select({ trackingId: paymentAttempts.trackingId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, refund.attemptId));
  let answer: GatewayActionAnswer | { unreachable: string };
  try {
    answer = await life.gateway.refundOrder({
      trackingId: attempt?.trackingId ?? '',
      amountPaise: refund.amountPaise,
      refundRef: refund.refundRef,
    });
  } catch (error) {
    answer = { unreachable: (error as Error).message };
  }
  await recordRefundAnswer(db, { life, refundId: refund.id, answer, user });
  return toGatewayRefund(db, refund.id);
}

async function recordRefundAnswer(
  db: Database,
  options: {
    life: PaymentContext;
    refundId: number;
    answer: GatewayActionAnswer | { unreachable: string };
    user: Pick<SignedUser, 'id' | 'displayName'>;
  },
): Promise<void> {
  const { answer, user } = options;
  await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, options.refundId));
    if (refund?.state !== 'requested') return;
    const order = await getOrderForPayment(tx, refund.orderId, { lock: true });
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, refund.attemptId))
      .for('update');
    if (!order || !attempt) return;
    if ('unreachable' in answer) {
      await tx
        .update(paymentRefunds)
        .set({ error: `The gateway did not answer: ${answer.unreachable}. Press Refund again to ask again.` })
        .where(eq(paymentRefunds.id, refund.id));
      return;
    }
    await tx
      .update(paymentRefunds)
      .set({
        state: answer.ok ? 'done' : 'failed',
        gatewayAnswer: answer.raw,
        error: answer.ok ? null : answer.reason || answer.errorCode || 'The gateway refused the refund.',
        answeredAt: sql`now()`,
      })
      .where(eq(paymentRefunds.id, refund.id));
    await recordPaymentEvent(tx, {
      orderId: order.id,
      attemptId: attempt.id,
      source: 'refund',
      note: answer.ok
        ? `Refunded ${formatPaise(refund.amountPaise)} through the gateway (${refund.refundRef}).`
        : `The gateway refused refund ${refund.refundRef}: ${answer.reason || answer.errorCode}.`,
      payload: answer.raw,
      recordedBy: user.displayName,
      dedupe: `refund-answer:${refund.refundRef}`,
    });
    if (!answer.ok) return;
    const [done] = await tx
      .select({ paise: sql<string>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::text` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.attemptId, attempt.id), eq(paymentRefunds.state, 'done')));
    const all = Number(done?.paise ?? 0) >= attempt.amountPaise;
    await takeBackOrderPayment(tx, {
      order,
      attempt,
      kind: 'refund',
      amountPaise: refund.amountPaise,
      why: `Refunded ${formatPaise(refund.amountPaise)} (${refund.reason})`,
      payer: user,
      reference: refund.refundRef,
      whole: all,
    });
    if (all) {
      await tx
        .update(paymentAttempts)
        .set({ state: 'refunded', updatedAt: sql`now()` })
        .where(eq(paymentAttempts.id, attempt.id));
    }
  });
}

async function toGatewayRefund(db: Database, id: number): Promise<GatewayRefund> {
  const [refund] = await listGatewayRefunds(db, { id });
  if (!refund) throw new Error(`refund ${id} vanished`);
  return refund;
}
