import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/** How a list of payments names each order: its order id and its customer's name. */
export interface OrderName {
  orderId: string;
  firstName: string;
  lastName: string;
}

/** The names of the orders with these database ids, by id, in one query. */
export async function listOrderNames(
  db: DbOrTx,
  orderDbIds: readonly number[],
): Promise<Map<number, OrderName>> {
  const ids = [...new Set(orderDbIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      firstName: orders.firstName,
      lastName: orders.lastName,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
