import { formatOrderTime, PAYMENT_STATUS, type PaymentConfirmation, type SignedUser } from '@kadai/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ORDER_NOT_FOUND } from './get-admin-order.ts';

/**
 * An admin marks an order paid by hand (ordering.md §7). Safe to call twice: the UPDATE only
 * matches an unpaid order, so of two calls, even at the same moment, exactly one changes it and
 * writes the history row (in the same transaction); the other answers with the first one's
 * confirmation.
 */
export async function confirmPayment(
  db: Database,
  options: { orderId: string; user: Pick<SignedUser, 'id' | 'displayName'> },
): Promise<PaymentConfirmation> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ paymentStatus: PAYMENT_STATUS.paid, paidAt: sql`now()`, paidByUserId: options.user.id })
      .where(and(eq(orders.orderId, options.orderId), eq(orders.paymentStatus, PAYMENT_STATUS.unpaid)))
      .returning({ id: orders.id, paidAt: orders.paidAt });
    if (paid) {
      await tx.insert(orderEvents).values({
        orderId: paid.id,
        field: 'payment_status',
        fromValue: String(PAYMENT_STATUS.unpaid),
        toValue: String(PAYMENT_STATUS.paid),
        changedByUserId: options.user.id,
        changedBy: options.user.displayName,
        changedAt: paid.paidAt ?? sql`now()`,
      });
      return {
        orderId: options.orderId,
        alreadyPaid: false,
        paidAt: paid.paidAt?.toISOString() ?? null,
        paidBy: options.user.displayName,
        message: `Payment confirmed for ${options.orderId}.`,
      };
    }
    return earlierConfirmation(tx, options.orderId);
  });
}

/** The order was paid already (or does not exist): say who confirmed it, and when. */
async function earlierConfirmation(tx: Tx, orderId: string): Promise<PaymentConfirmation> {
  const [order] = await tx
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  const [event] = await tx
    .select({ changedBy: orderEvents.changedBy, changedAt: orderEvents.changedAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.field, 'payment_status')))
    .orderBy(desc(orderEvents.changedAt), desc(orderEvents.id))
    .limit(1);
  const paidAt = (order.paidAt ?? event?.changedAt)?.toISOString() ?? null;
  const paidBy = event?.changedBy ?? null;
  const detail = [paidBy && `by ${paidBy}`, paidAt && `on ${formatOrderTime(paidAt)}`].filter(Boolean);
  return {
    orderId,
    alreadyPaid: true,
    paidAt,
    paidBy,
    message: `${orderId} was already paid${detail.length > 0 ? `: confirmed ${detail.join(' ')}` : ''}.`,
  };
}
