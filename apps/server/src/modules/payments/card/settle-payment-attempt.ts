import {
  formatPaise,
  type PaymentAttemptState,
  type PaymentEventSource,
  type RefundTask,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { paymentAttempts, paymentRefunds, paymentRefundTasks } from '../../../db/schema/index.ts';
import { QUEUES } from '../../../jobs/job-queue.ts';
import {
  type GatewayAnswer,
  GatewayRefusedError,
  type PaymentGatewayPort,
} from '../../../ports/payment-gateway.ts';
import { getOrderForPayment } from '../../orders/payment-state/get-order-for-payment.ts';
import { markOrderPaidIn } from '../../orders/payment-state/mark-order-paid.ts';
import { recordOrderReceipt } from '../../receivables/receipts/record-order-receipt.ts';
import { tellFinance } from '../finance/tell-finance.ts';
import type { PaymentContext } from '../payment-context.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';
import { takeBackOrderPayment } from '../refunds/take-back-order-payment.ts';
import { decideAttemptState, type StatusReading } from './decide-attempt-state.ts';
import { sameMac } from './payment-mac.ts';

export interface SettledAttempt {
  attemptId: number;
  gatewayOrderId: string;
  state: PaymentAttemptState;
  settled: boolean;
  paidTwice: boolean;
  /** The callback decrypted, named this attempt with its MAC and the status API agreed. */
  callbackVerified: boolean;
  order: { id: number; orderId: string; receiptKey: string; orderType: string };
}

/** Who the order history names when the gateway paid an order. */
export function gatewayPayer(gateway: PaymentGatewayPort): { id: null; displayName: string } {
  return {
    id: null,
    displayName: gateway.provider === 'ccavenue' ? 'Card (CCAvenue)' : 'Card (test gateway)',
  };
}

/** The status API's answer, or why there is none: a network failure is not a refusal. */
export async function readGatewayStatus(
  gateway: PaymentGatewayPort,
  gatewayOrderId: string,
): Promise<StatusReading> {
  try {
    return (await gateway.fetchStatus(gatewayOrderId)) ?? 'no record';
  } catch (error) {
    if (error instanceof GatewayRefusedError)
      return { refused: `${error.message}${error.errorCode ? ` (${error.errorCode})` : ''}` };
    return 'unreachable';
  }
}

/**
 * Brings one attempt up to date with what the gateway says (a callback the browser brought back,
 * and the status API asked here), and pays the order when the payment is verified. The status API
 * is asked before the transaction (a network call never holds a row lock); the order row and then
 * the attempt row are locked (the order first, as an amount change locks it, so the two queue),
 * so a callback and a status check at the same moment are applied one after the other and the
 * second finds nothing to change. A settled attempt is asked again only when `follow` says so and
 * it is a success: after a success the gateway may still confirm it or take it back.
 */
export async function settlePaymentAttempt(
  db: Database,
  options: {
    life: PaymentContext;
    gatewayOrderId: string;
    source: Exclude<PaymentEventSource, 'manual' | 'customer'>;
    callback?: { answer: GatewayAnswer; encResp: string } | undefined;
    follow?: boolean;
  },
): Promise<SettledAttempt | null> {
  const { life, gatewayOrderId, callback } = options;
  const { gateway } = life;
  const [known] = await db
    .select({
      settledAt: paymentAttempts.settledAt,
      state: paymentAttempts.state,
      orderId: paymentAttempts.orderId,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
  if (!known) return null;
  const asking = !known.settledAt || (options.follow === true && known.state === 'success');
  const status: StatusReading = asking ? await readGatewayStatus(gateway, gatewayOrderId) : 'not asked';

  return db.transaction(async (tx) => {
    const order = await getOrderForPayment(tx, known.orderId, { lock: true });
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
      .for('update');
    if (!attempt || !order) return null;
    const from = attempt.state as PaymentAttemptState;
    const result = (
      state: PaymentAttemptState,
      settled: boolean,
      paidTwice: boolean,
      callbackVerified = false,
    ): SettledAttempt => ({
      attemptId: attempt.id,
      gatewayOrderId,
      state,
      settled,
      paidTwice,
      callbackVerified,
      order: {
        id: order.id,
        orderId: order.orderId,
        receiptKey: order.receiptKey,
        orderType: order.orderType,
      },
    });

    const following = from === 'success' && typeof status === 'object' && 'outcome' in status;
    if (attempt.settledAt && !following) {
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
      // A replay of the callback that settled it (a refresh, a race with the status check) is
      // still verified when it carries the attempt's MAC and agrees with what was settled.
      const late = callback?.answer;
      const agrees =
        late !== undefined &&
        sameMac(attempt.mac, late.merchantParam1) &&
        (from === 'success'
          ? late.outcome === 'success' && late.amountPaise === attempt.amountPaise
          : late.outcome !== 'success');
      return result(from, true, attempt.paidTwice, agrees);
    }

    const [refunded] = await tx
      .select({ paise: sql<string>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::text` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.attemptId, attempt.id), eq(paymentRefunds.state, 'done')));
    const decision = decideAttemptState({
      attempt: { ...attempt, state: from, refundedPaise: Number(refunded?.paise ?? 0) },
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
    if (typeof status === 'object' && 'outcome' in status) {
      // The same answer on every daily follow-up is one event: only a change is written.
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: 'status check',
        fromState: from,
        toState: decision.state,
        note: decision.statusNote,
        payload: status.raw,
        dedupe: `status:${from}:${JSON.stringify(status.raw)}`,
      });
    } else if ((changed || decision.flag) && !callback) {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: options.source,
        fromState: from,
        toState: decision.state,
        note: decision.statusNote,
        dedupe: `transition:${from}:${decision.state}:${decision.statusNote}`,
      });
    }

    let paidTwice = attempt.paidTwice;
    let olderAmount = attempt.olderAmount;
    let flag = decision.flag;
    const newlyPaid = changed && decision.state === 'success';
    if (newlyPaid) {
      // The amount paid must be the amount owed now: an attempt begun before an admin changed the
      // amount pays nothing, and finance sees what came (decision 024).
      if (attempt.supersededAt || order.amountPaise !== attempt.amountPaise) {
        olderAmount = true;
        flag = await settleOlderAmount(tx, { order, attempt });
      } else {
        paidTwice = await payOrder(tx, { gateway, order, attempt });
      }
      if (gateway.confirmMode !== 'auto' && !decision.confirmed) {
        await life.jobs.enqueue(tx, QUEUES.confirmPayment, { attemptId: attempt.id });
      }
    }
    if (decision.reversal) {
      await takeBackOrderPayment(tx, {
        order,
        attempt: { ...attempt, paidTwice, olderAmount },
        why: decision.statusNote,
        payer: gatewayPayer(gateway),
        kind: 'reversal',
        amountPaise: attempt.amountPaise - Number(refunded?.paise ?? 0),
      });
    }
    if (flag && flag !== attempt.flag) {
      await tellFinance(tx, life, {
        subject: `Card payment ${gatewayOrderId} (order ${order.orderId}) needs a look`,
        text: `${flag}\n\nOrder ${order.orderId}, payment ${gatewayOrderId}, ${formatPaise(attempt.amountPaise)}.\nSee /card-payments.`,
      });
    }
    await tx
      .update(paymentAttempts)
      .set({
        state: decision.state,
        trackingId: decision.trackingId,
        paidTwice,
        olderAmount,
        updatedAt: sql`now()`,
        ...(decision.gatewayStatus && { gatewayStatus: decision.gatewayStatus }),
        ...(flag && { flag, flaggedAt: sql`now()` }),
        ...(newlyPaid && { paidAt: sql`now()` }),
        ...(decision.confirmed && !attempt.confirmedAt && { confirmedAt: sql`now()` }),
        ...(decision.reversal && { reversedAt: sql`now()` }),
        ...(decision.settled && !attempt.settledAt && { settledAt: sql`now()` }),
        ...(status !== 'not asked' && {
          statusChecks: sql`${paymentAttempts.statusChecks} + 1`,
          lastCheckedAt: sql`now()`,
        }),
      })
      .where(eq(paymentAttempts.id, attempt.id));
    return result(decision.state, decision.settled, paidTwice, decision.callbackVerified);
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
    recordReceipt: recordOrderReceipt,
  });
  if (!payment.alreadyPaid) return false;
  await openRefundTask(tx, {
    order,
    attempt,
    kind: 'paid twice',
    note: `Paid twice: ${order.orderId} was already paid${payment.paidBy ? ` (${payment.paidBy})` : ''}. A refund task is open.`,
  });
  return true;
}

/**
 * A verified payment of an amount that is no longer the order's: the order stays as it is, the
 * money is shown to finance as what it is (paid ₹899 of ₹4,495) with a refund task, never as paid.
 */
async function settleOlderAmount(
  tx: Tx,
  options: {
    order: { id: number; orderId: string; amountPaise: number | null };
    attempt: { id: number; amountPaise: number; gatewayOrderId: string };
  },
): Promise<string> {
  const { order, attempt } = options;
  const owed = order.amountPaise === null ? 'no amount yet' : formatPaise(order.amountPaise);
  const words = `Paid ${formatPaise(attempt.amountPaise)} of ${owed}: the order’s amount changed after this payment began, so it does not pay the order. Refund it or settle it by hand.`;
  await openRefundTask(tx, { order, attempt, kind: 'older amount', note: words });
  return words;
}

/** Money of a verified payment that did not pay the order: a refund task for finance, and its event, once. */
async function openRefundTask(
  tx: Tx,
  options: {
    order: { id: number };
    attempt: { id: number; amountPaise: number; gatewayOrderId: string };
    kind: RefundTask['kind'];
    note: string;
  },
): Promise<void> {
  const { order, attempt, kind } = options;
  await tx
    .insert(paymentRefundTasks)
    .values({ orderId: order.id, attemptId: attempt.id, amountPaise: attempt.amountPaise, kind })
    .onConflictDoNothing();
  await recordPaymentEvent(tx, {
    orderId: order.id,
    attemptId: attempt.id,
    source: 'status check',
    toState: 'success',
    note: options.note,
    // The same names as before, so an event recorded by an older build is not written again.
    dedupe: `${kind === 'paid twice' ? 'paid-twice' : 'older-amount'}:${attempt.gatewayOrderId}`,
  });
}
