import type { SignedUser } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/** Finance has looked at what a card payment's flag said: it leaves the list of what needs a look, with who and when. */
export async function clearPaymentFlag(
  db: Database,
  options: { gatewayOrderId: string; user: Pick<SignedUser, 'displayName'> },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId, flag: paymentAttempts.flag })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, options.gatewayOrderId))
      .for('update');
    if (!attempt) throw AppError.notFound('No such card payment.');
    if (!attempt.flag) return;
    await tx
      .update(paymentAttempts)
      .set({ flag: null, flaggedAt: null })
      .where(eq(paymentAttempts.id, attempt.id));
    await recordPaymentEvent(tx, {
      orderId: attempt.orderId,
      attemptId: attempt.id,
      source: 'manual',
      note: `Looked at: “${attempt.flag}”`,
      recordedBy: options.user.displayName,
      dedupe: `flag-seen:${attempt.flag}:${Date.now()}`,
    });
  });
}
