import { type OrderReceiptLine, orderLinesTotalPaise } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orderEvents } from '../../../db/schema/index.ts';

/**
 * Whether staff set an order's amount, so the customer's receipt and payment page say why the total
 * is not the lines' sum. Only staff write amount events (placing an order records its status); the
 * sum test also covers an order whose amount came in with the older data, which has no events.
 */
export async function amountSetByStore(
  db: DbOrTx,
  options: { orderRowId: number; amountPaise: number | null; lines: readonly OrderReceiptLine[] },
): Promise<boolean> {
  if (options.amountPaise === null) return false;
  if (options.amountPaise !== orderLinesTotalPaise(options.lines)) return true;
  const [event] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, options.orderRowId), eq(orderEvents.field, 'amount')))
    .limit(1);
  return event !== undefined;
}
