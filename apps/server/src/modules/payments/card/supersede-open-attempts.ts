import { formatPaise } from '@kadai/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/**
 * An admin changed the amount of an order whose card payment may still be open (the customer on the
 * gateway's page, or the bank's answer awaited). The change is allowed and the open attempts are
 * superseded (decision 024): the customer pays the new amount with a new attempt, and if an old one
 * still succeeds it is settled as what it is (paid ₹899 of ₹4,495, a refund task for finance),
 * never as the order paid. Runs in the amount change's transaction, under the order's row lock,
 * which a settling attempt takes first too. Answers how many attempts were superseded.
 */
export async function supersedeOpenAttempts(
  tx: Tx,
  change: { orderDbId: number; fromPaise: number | null; toPaise: number | null; by: string },
): Promise<number> {
  const open = await tx
    .update(paymentAttempts)
    .set({ supersededAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentAttempts.orderId, change.orderDbId),
        inArray(paymentAttempts.state, ['created', 'redirected', 'awaited']),
        isNull(paymentAttempts.supersededAt),
      ),
    )
    .returning({ id: paymentAttempts.id, gatewayOrderId: paymentAttempts.gatewayOrderId });
  const amount = (paise: number | null) => (paise === null ? 'no amount' : formatPaise(paise));
  for (const attempt of open) {
    await recordPaymentEvent(tx, {
      orderId: change.orderDbId,
      attemptId: attempt.id,
      source: 'order change',
      note: `The order’s amount changed from ${amount(change.fromPaise)} to ${amount(change.toPaise)}: this payment can no longer pay the order.`,
      recordedBy: change.by,
      dedupe: `superseded:${attempt.gatewayOrderId}`,
    });
  }
  return open.length;
}
