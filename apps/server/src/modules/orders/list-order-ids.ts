import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * The order ids people see (ORD…) of orders known by their row ids, for the modules that keep a
 * reference to an order (a receipt in a customer's ledger) and show which order it was.
 */
export async function listOrderIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderId: orders.orderId })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderId]));
}
