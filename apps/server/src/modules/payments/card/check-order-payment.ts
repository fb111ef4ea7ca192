import type { OrderPayment } from '@kadai/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import type { PaymentContext } from '../payment-context.ts';
import { findCustomerOrder } from './find-customer-order.ts';
import { getOrderPayment } from './get-order-payment.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';

/** A page that keeps checking asks the gateway about an attempt at most this often. */
const MIN_SECONDS_BETWEEN_CHECKS = 5;

/**
 * The payment page's "check again" while a payment is awaited: asks the gateway about the order's
 * unsettled attempts (each at most every few seconds, whoever asks), then answers as
 * getOrderPayment does.
 */
export async function checkOrderPayment(
  db: Database,
  options: { life: PaymentContext; orderId: string; key: string },
): Promise<OrderPayment> {
  const order = await findCustomerOrder(db, options);
  const due = await db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, order.id),
        isNull(paymentAttempts.settledAt),
        or(
          isNull(paymentAttempts.lastCheckedAt),
          lt(
            paymentAttempts.lastCheckedAt,
            sql`now() - make_interval(secs => ${MIN_SECONDS_BETWEEN_CHECKS})`,
          ),
        ),
      ),
    );
  for (const attempt of due) {
    await settlePaymentAttempt(db, {
      life: options.life,
      gatewayOrderId: attempt.gatewayOrderId,
      source: 'status check',
    });
  }
  return getOrderPayment(db, options);
}
