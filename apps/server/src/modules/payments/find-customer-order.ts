import { PAYMENT_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameSecret } from '../../lib/same-secret.ts';

/**
 * The order a customer's link names, with its key (the receipt key of the thank-you link): an
 * order id alone, which is guessable, opens nothing. `lock` takes the row for the transaction.
 */
export async function findCustomerOrder(
  db: DbOrTx,
  options: { orderId: string; key: string; lock?: boolean },
) {
  const query = db.select().from(orders).where(eq(orders.orderId, options.orderId));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order || !sameSecret(order.receiptKey, options.key))
    throw AppError.notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}
