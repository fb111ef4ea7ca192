import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/** The whole order its order id names, none when there is no such order; `lock` takes its row for the transaction. */
export async function findOrderByOrderId(
  db: DbOrTx,
  options: { orderId: string; lock?: boolean | undefined },
) {
  const query = db.select().from(orders).where(eq(orders.orderId, options.orderId));
  const [order] = options.lock ? await query.for('update') : await query;
  return order;
}
