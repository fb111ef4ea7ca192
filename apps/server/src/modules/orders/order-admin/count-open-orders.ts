import { businessDay } from '@kadai/contract';
import { count, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { adminOrderConditions } from './list-admin-orders.ts';

/**
 * The dashboard's order figures: orders placed today (the order list's date filter, in business
 * time) and orders not yet Delivered, whenever placed.
 */
export async function countOpenOrders(db: DbOrTx, options: { now?: Date } = {}) {
  const today = businessDay(options.now);
  const [[placedToday], [waiting]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(adminOrderConditions({ from: today, to: today })),
    db.select({ n: count() }).from(orders).where(ne(orders.status, 'Delivered')),
  ]);
  return { today: placedToday?.n ?? 0, waiting: waiting?.n ?? 0 };
}
