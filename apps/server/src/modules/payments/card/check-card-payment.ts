import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PaymentContext } from '../payment-context.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';

/**
 * One attempt brought up to date: an open attempt is settled, a success is followed and, if still
 * unconfirmed, confirmed. Finance's "Ask the gateway now" on /card-payments, and the daily sweep
 * for each success it follows. Answers whether this call confirmed it.
 */
export async function checkCardPayment(
  db: Database,
  options: { life: PaymentContext; gatewayOrderId: string },
): Promise<boolean> {
  const { life, gatewayOrderId } = options;
  const settled = await settlePaymentAttempt(db, {
    life,
    gatewayOrderId,
    source: 'status check',
    follow: true,
  });
  if (!settled) throw AppError.notFound('No such card payment.');
  if (settled.state !== 'success' || life.gateway.confirmMode === 'auto') return false;
  const [attempt] = await db
    .select({ confirmedAt: paymentAttempts.confirmedAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, settled.attemptId));
  if (!attempt || attempt.confirmedAt) return false;
  // A gateway that does not answer now is asked again by the job and the next sweep: not an error
  // here, and it must not stop a sweep of the others.
  return confirmCardPayment(db, { life, attemptId: settled.attemptId }).catch(() => false);
}
