import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/** What paying, confirming or refunding an order by card needs to know of it. */
export interface OrderForPayment {
  id: number;
  orderId: string;
  receiptKey: string;
  orderType: string;
  amountPaise: number | null;
}

/**
 * An order by its database id, for its payment; with `lock`, its row is locked for the rest of the
 * caller's transaction, as an amount change locks it, so the two queue.
 */
export async function getOrderForPayment(
  db: DbOrTx,
  orderDbId: number,
  options: { lock?: boolean } = {},
): Promise<OrderForPayment | undefined> {
  const query = db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      receiptKey: orders.receiptKey,
      orderType: orders.orderType,
      amountPaise: orders.amountPaise,
    })
    .from(orders)
    .where(eq(orders.id, orderDbId));
  const [order] = options.lock ? await query.for('update') : await query;
  return order;
}
