import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orderLines } from '../../../db/schema/index.ts';

/**
 * An order's lines as sent, in the customer's order: name, pack and MRP are the ones recorded with
 * the order, not the item's today. `orderId` is the row id (orders.id), not the public order id.
 */
export async function loadOrderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      itemId: orderLines.itemId,
      name: orderLines.name,
      pack: orderLines.pack,
      mrpPaise: orderLines.mrpPaise,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}
