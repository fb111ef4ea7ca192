import { formatPaise, type SignedUser } from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentRefundTasks } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/**
 * An admin has given back the money of an order paid twice (in the gateway's dashboard): the task
 * is closed with who and when, and the order's payment events say so. Closing it again changes
 * nothing.
 */
export async function completeRefund(
  db: Database,
  options: { id: number; user: Pick<SignedUser, 'displayName'> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [task] = await tx
      .update(paymentRefundTasks)
      .set({ state: 'done', doneAt: sql`now()`, doneBy: options.user.displayName })
      .where(and(eq(paymentRefundTasks.id, options.id), eq(paymentRefundTasks.state, 'open')))
      .returning();
    if (!task) {
      const [exists] = await tx
        .select({ id: paymentRefundTasks.id })
        .from(paymentRefundTasks)
        .where(eq(paymentRefundTasks.id, options.id));
      if (!exists) throw AppError.notFound('No such refund task.');
      return;
    }
    await recordPaymentEvent(tx, {
      orderId: task.orderId,
      attemptId: task.attemptId,
      source: 'manual',
      note: `Refunded ${formatPaise(task.amountPaise)} (paid twice).`,
      recordedBy: options.user.displayName,
      dedupe: `refund:${task.id}`,
    });
  });
}
