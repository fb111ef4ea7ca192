import type { PaymentAttemptState, PaymentEventRow, PaymentEventSource } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts, paymentEvents } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ORDER_NOT_FOUND } from '../../orders/order-admin/get-admin-order.ts';
import { findOrderByOrderId } from '../../orders/payment-state/find-order-by-order-id.ts';

/** An order's payment story, oldest first: each attempt's events and each manual confirmation. */
export async function listOrderPaymentEvents(
  db: DbOrTx,
  options: { orderId: string },
): Promise<{ events: PaymentEventRow[] }> {
  const order = await findOrderByOrderId(db, { orderId: options.orderId });
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  const rows = await db
    .select({
      at: paymentEvents.createdAt,
      source: paymentEvents.source,
      gatewayOrderId: paymentAttempts.gatewayOrderId,
      fromState: paymentEvents.fromState,
      toState: paymentEvents.toState,
      note: paymentEvents.note,
      recordedBy: paymentEvents.recordedBy,
    })
    .from(paymentEvents)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, paymentEvents.attemptId))
    .where(eq(paymentEvents.orderId, order.id))
    .orderBy(asc(paymentEvents.id));
  return {
    events: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      source: row.source as PaymentEventSource,
      fromState: row.fromState as PaymentAttemptState | null,
      toState: row.toState as PaymentAttemptState | null,
    })),
  };
}
