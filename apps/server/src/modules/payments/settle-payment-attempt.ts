import type { PaymentAttemptState, PaymentEventSource } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orders, paymentAttempts, paymentRefundTasks } from '../../db/schema/index.ts';
import type { GatewayAnswer, PaymentGatewayPort } from '../../ports/payment-gateway.ts';
import { markOrderPaidIn } from '../orders/mark-order-paid.ts';
import { decideAttemptState, type StatusReading } from './decide-attempt-state.ts';
import { recordPaymentEvent } from './record-payment-event.ts';

export interface SettledAttempt {
  attemptId: number;
  gatewayOrderId: string;
  state: PaymentAttemptState;
  settled: boolean;
  paidTwice: boolean;
  order: { id: number; orderId: string; receiptKey: string; orderType: string };
}

/** Who the order history names when the gateway paid an order. */
export function gatewayPayer(gateway: PaymentGatewayPort): { id: null; displayName: string } {
  return {
    id: null,
    displayName: gateway.provider === 'ccavenue' ? 'Card (CCAvenue)' : 'Card (test gateway)',
  };
}

/**
 * Brings one attempt up to date with what the gateway says (a callback the browser brought back,
 * and the status API asked here), and pays the order when the payment is verified. The status API
 * is asked before the transaction (a network call never holds a row lock); the attempt row is then
 * locked, so a callback and a status check at the same moment are applied one after the other and
 * the second finds nothing to change. An attempt that is settled is not asked again.
 */
export async function settlePaymentAttempt(
  db: Database,
  options: {
    gateway: PaymentGatewayPort;
    gatewayOrderId: string;
    source: Exclude<PaymentEventSource, 'manual' | 'customer'>;
    callback?: { answer: GatewayAnswer; encResp: string } | undefined;
  },
): Promise<SettledAttempt | null> {
  const { gateway, gatewayOrderId, callback } = options;
  const [known] = await db
    .select({ settledAt: paymentAttempts.settledAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
  if (!known) return null;
  const status: StatusReading = known.settledAt
    ? 'not asked'
    : await gateway.fetchStatus(gatewayOrderId).then(
        (answer) => answer ?? 'no record',
        () => 'unreachable' as const,
      );

  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
      .for('update');
    if (!attempt) return null;
    const [order] = await tx
      .select({
        id: orders.id,
        orderId: orders.orderId,
        receiptKey: orders.receiptKey,
        orderType: orders.orderType,
      })
      .from(orders)
      .where(eq(orders.id, attempt.orderId));
    if (!order) throw new Error(`attempt ${attempt.id} has no order`);
    const from = attempt.state as PaymentAttemptState;
    const result = (state: PaymentAttemptState, settled: boolean, paidTwice: boolean): SettledAttempt => ({
      attemptId: attempt.id,
      gatewayOrderId,
      state,
      settled,
      paidTwice,
      order,
    });

    if (attempt.settledAt) {
      // Settled before this arrived: recorded once, believed in nothing.
      if (callback) {
        await recordPaymentEvent(tx, {
          orderId: order.id,
          attemptId: attempt.id,
          source: options.source,
          note: `Arrived after the attempt was settled (${from}); nothing changed.`,
          rawPayload: callback.encResp,
          payload: callback.answer.raw,
          dedupe: callback.encResp,
        });
      }
      return result(from, true, attempt.paidTwice);
    }

    const decision = decideAttemptState({
      attempt: { ...attempt, state: from },
      callback: callback?.answer,
      status,
    });
    const changed = decision.state !== from;
    if (callback) {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: options.source,
        fromState: from,
        toState: decision.state,
        note: [decision.callbackNote, decision.statusNote].filter(Boolean).join(' '),
        rawPayload: callback.encResp,
        payload: callback.answer.raw,
        dedupe: callback.encResp,
      });
    }
    if (typeof status === 'object') {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: 'status check',
        fromState: from,
        toState: decision.state,
        note: decision.statusNote,
        payload: status.raw,
        dedupe: `status:${JSON.stringify(status.raw)}`,
      });
    } else if (changed && !callback) {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: options.source,
        fromState: from,
        toState: decision.state,
        note: decision.statusNote,
        dedupe: `transition:${from}:${decision.state}`,
      });
    }

    let paidTwice = attempt.paidTwice;
    if (changed && decision.state === 'success') paidTwice = await payOrder(tx, { gateway, order, attempt });
    await tx
      .update(paymentAttempts)
      .set({
        state: decision.state,
        trackingId: decision.trackingId,
        paidTwice,
        updatedAt: sql`now()`,
        ...(decision.settled && { settledAt: sql`now()` }),
        ...(status !== 'not asked' && {
          statusChecks: sql`${paymentAttempts.statusChecks} + 1`,
          lastCheckedAt: sql`now()`,
        }),
      })
      .where(eq(paymentAttempts.id, attempt.id));
    return result(decision.state, decision.settled, paidTwice);
  });
}

/**
 * Pays the order for a verified attempt. When something else paid it first (another tab's
 * attempt, an admin's manual confirmation), this money came twice: the attempt is flagged and a
 * refund task opened for the admin lists. Answers whether it was paid twice.
 */
async function payOrder(
  tx: Tx,
  options: {
    gateway: PaymentGatewayPort;
    order: { id: number; orderId: string };
    attempt: { id: number; amountPaise: number; gatewayOrderId: string };
  },
): Promise<boolean> {
  const { order, attempt } = options;
  const payer = gatewayPayer(options.gateway);
  const payment = await markOrderPaidIn(tx, {
    orderId: order.orderId,
    user: payer,
    receipt: {
      amountPaise: attempt.amountPaise,
      reference: `${payer.displayName} ${attempt.gatewayOrderId}`,
    },
  });
  if (!payment.alreadyPaid) return false;
  await tx
    .insert(paymentRefundTasks)
    .values({ orderId: order.id, attemptId: attempt.id, amountPaise: attempt.amountPaise })
    .onConflictDoNothing();
  await recordPaymentEvent(tx, {
    orderId: order.id,
    attemptId: attempt.id,
    source: 'status check',
    toState: 'success',
    note: `Paid twice: ${order.orderId} was already paid${payment.paidBy ? ` (${payment.paidBy})` : ''}. A refund task is open.`,
    dedupe: `paid-twice:${attempt.gatewayOrderId}`,
  });
  return true;
}
