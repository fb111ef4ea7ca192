import { formatPaise } from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { paymentRefundTasks } from '../../../db/schema/index.ts';
import { markOrderPaymentReversed } from '../../orders/payment-state/mark-order-payment-reversed.ts';
import { recordPaymentTakeBack } from '../../receivables/receipts/record-payment-take-back.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/**
 * Money of a card payment going back to the customer: taken back by the gateway (a reversal,
 * chargeback, fraud, a refund made elsewhere) or refunded by finance from here. When the attempt
 * is the one that paid the order, the customer's ledger gets the entry for what it is (a
 * 'reversal' or a 'refund' beside the receipt) and, when all of it went back, the order reads
 * "Payment reversed": never silently unpaid. An attempt that never paid the order (paid twice, an
 * older amount) only has its refund task closed, once all of it has gone back. Runs inside the
 * caller's transaction, under the order's and the attempt's row locks.
 */
export async function takeBackOrderPayment(
  tx: Tx,
  options: {
    order: { id: number; orderId: string };
    attempt: {
      id: number;
      gatewayOrderId: string;
      paidTwice: boolean;
      olderAmount: boolean;
      amountPaise: number;
    };
    kind: 'reversal' | 'refund';
    amountPaise: number;
    why: string;
    /** Who took it back: the gateway (reversal) or the finance user who refunded. */
    payer: { id: number | null; displayName: string };
    /** A refund's own reference; a reversal is one per attempt. */
    reference?: string;
    /** All of the payment has gone back now (a reversal always is). */
    whole?: boolean;
  },
): Promise<void> {
  const { order, attempt, payer } = options;
  if (options.amountPaise <= 0) return;
  const whole = options.kind === 'reversal' || options.whole === true;
  if (attempt.paidTwice || attempt.olderAmount) {
    // A part given back leaves the task open: the rest is still the customer's.
    if (!whole) {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: 'refund',
        note: `${formatPaise(options.amountPaise)} of ${formatPaise(attempt.amountPaise)} went back to the customer; the refund task stays open for the rest.`,
        recordedBy: payer.displayName,
        dedupe: `task-part:${options.reference ?? attempt.gatewayOrderId}`,
      });
      return;
    }
    const [task] = await tx
      .update(paymentRefundTasks)
      .set({ state: 'done', doneAt: sql`now()`, doneBy: payer.displayName })
      .where(and(eq(paymentRefundTasks.attemptId, attempt.id), eq(paymentRefundTasks.state, 'open')))
      .returning({ id: paymentRefundTasks.id });
    if (task) {
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: attempt.id,
        source: options.kind === 'refund' ? 'refund' : 'status check',
        note: `${formatPaise(options.amountPaise)} went back to the customer (${options.kind}); the refund task is closed.`,
        recordedBy: payer.displayName,
        dedupe: `task-closed:${task.id}`,
      });
    }
    return;
  }
  // The receipt this payment wrote names the customer; an order nobody is known by has none.
  await recordPaymentTakeBack(tx, {
    order,
    gatewayOrderId: attempt.gatewayOrderId,
    kind: options.kind,
    amountPaise: options.amountPaise,
    reference: options.reference ?? `${options.kind} ${attempt.gatewayOrderId}`,
    why: options.why,
    payer,
  });
  if (!whole) return;
  await markOrderPaymentReversed(tx, { orderDbId: order.id, payer, why: options.why });
}
