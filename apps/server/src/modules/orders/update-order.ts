import {
  type AdminOrderDetail,
  formatOrderAmount,
  type SignedUser,
  type UpdateOrderRequest,
  updateOrderRequestSchema,
} from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getAdminOrder, ORDER_NOT_FOUND } from './get-admin-order.ts';

type NewEvent = typeof orderEvents.$inferInsert;

/**
 * An admin sets an order's amount and/or status (any of the three, in any sequence: ordering.md §4).
 * Each value that really changes gets its history row in the same transaction, with who, from and to;
 * the row lock makes two admins' changes queue, so every `from` is what the order really held.
 */
export async function updateOrder(
  db: Database,
  options: { orderId: string; changes: UpdateOrderRequest; user: Pick<SignedUser, 'id' | 'displayName'> },
): Promise<AdminOrderDetail> {
  const changes = updateOrderRequestSchema.parse(options.changes);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: orders.id, amountPaise: orders.amountPaise, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, options.orderId))
      .for('update');
    if (!current) throw AppError.notFound(ORDER_NOT_FOUND);

    const who = {
      orderId: current.id,
      changedByUserId: options.user.id,
      changedBy: options.user.displayName,
    };
    const events: NewEvent[] = [];
    if (changes.amountPaise !== undefined && changes.amountPaise !== current.amountPaise) {
      events.push({
        ...who,
        field: 'amount',
        fromValue: current.amountPaise === null ? null : formatOrderAmount(current.amountPaise),
        toValue: formatOrderAmount(changes.amountPaise),
      });
    }
    if (changes.status !== undefined && changes.status !== current.status) {
      events.push({ ...who, field: 'status', fromValue: current.status, toValue: changes.status });
    }
    if (events.length === 0) return;

    await tx
      .update(orders)
      .set({
        ...(changes.amountPaise !== undefined && { amountPaise: changes.amountPaise }),
        ...(changes.status !== undefined && { status: changes.status }),
      })
      .where(eq(orders.id, current.id));
    await tx.insert(orderEvents).values(events);
  });
  return getAdminOrder(db, { orderId: options.orderId });
}
