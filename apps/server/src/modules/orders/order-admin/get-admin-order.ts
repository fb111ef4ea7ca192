import { type AdminOrderDetail, lineTotalPaise, sumPaise } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadOrderLines } from '../order-records/load-order-lines.ts';
import { toAdminOrderSummary } from './list-admin-orders.ts';

export const ORDER_NOT_FOUND = 'No such order';

/**
 * An order as staff see it: the customer's details, its lines (an advance order's lists instead)
 * and every change made to it.
 */
export async function getAdminOrder(db: DbOrTx, options: { orderId: string }): Promise<AdminOrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, options.orderId));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  const [lines, history] = await Promise.all([
    loadOrderLines(db, order.id),
    db
      .select({
        field: orderEvents.field,
        fromValue: orderEvents.fromValue,
        toValue: orderEvents.toValue,
        reason: orderEvents.reason,
        changedBy: orderEvents.changedBy,
        changedByUserId: orderEvents.changedByUserId,
        changedAt: orderEvents.changedAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id)),
  ]);
  // The name recorded with the confirmation, not the user's name today.
  const paidBy =
    order.paymentStatus === 1
      ? (history.filter((e) => e.field === 'payment_status' && e.toValue === '1').at(-1)?.changedBy ?? null)
      : null;
  return {
    ...toAdminOrderSummary({
      ...order,
      estimatedTotal: String(
        sumPaise(lines.map((l) => lineTotalPaise({ pricePaise: l.mrpPaise, quantity: l.quantity }))),
      ),
    }),
    firstName: order.firstName,
    lastName: order.lastName,
    address1: order.address1,
    address2: order.address2,
    address3: order.address3,
    city: order.city,
    pincode: order.pincode,
    others: order.others,
    paidAt: order.paidAt?.toISOString() ?? null,
    paidBy,
    lines,
    vegetablesList: order.vegetablesList ?? '',
    groceriesList: order.groceriesList ?? '',
    history: history.map((event) => ({ ...event, changedAt: event.changedAt.toISOString() })),
  };
}
