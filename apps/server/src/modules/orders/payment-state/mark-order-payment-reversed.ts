import { PAYMENT_STATUS } from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/index.ts';

/**
 * A paid order whose whole payment went back to the customer reads "Payment reversed", never
 * silently unpaid, and its history says who took it back and why. Only a paid order changes; runs
 * in the caller's transaction, under the order's row lock.
 */
export async function markOrderPaymentReversed(
  tx: Tx,
  options: { orderDbId: number; payer: { id: number | null; displayName: string }; why: string },
): Promise<void> {
  const [reversed] = await tx
    .update(orders)
    .set({ paymentStatus: PAYMENT_STATUS.reversed, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, options.orderDbId), eq(orders.paymentStatus, PAYMENT_STATUS.paid)))
    .returning({ id: orders.id });
  if (!reversed) return;
  await tx.insert(orderEvents).values({
    orderId: options.orderDbId,
    field: 'payment_status',
    fromValue: String(PAYMENT_STATUS.paid),
    toValue: String(PAYMENT_STATUS.reversed),
    changedByUserId: options.payer.id,
    changedBy: options.payer.displayName,
    reason: options.why.slice(0, 200),
  });
}
