import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import type { PaymentContext } from './payment-context.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';

/**
 * Finance's "Ask the gateway now" on /card-payments: what the daily sweep does for one attempt,
 * at once (an open attempt is settled, a success is followed and, if still unconfirmed, confirmed).
 */
export async function checkCardPayment(
  db: Database,
  options: { life: PaymentContext; gatewayOrderId: string },
): Promise<void> {
  const { life, gatewayOrderId } = options;
  const settled = await settlePaymentAttempt(db, {
    life,
    gatewayOrderId,
    source: 'status check',
    follow: true,
  });
  if (!settled) throw AppError.notFound('No such card payment.');
  if (settled.state !== 'success' || life.gateway.confirmMode === 'auto') return;
  const [attempt] = await db
    .select({ confirmedAt: paymentAttempts.confirmedAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, settled.attemptId));
  // A gateway that does not answer now is asked again by the job and the sweep: not an error here.
  if (attempt && !attempt.confirmedAt)
    await confirmCardPayment(db, { life, attemptId: settled.attemptId }).catch(() => false);
}
