import { PAYMENT_MESSAGES } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sameSecret } from '../../../lib/same-secret.ts';
import { findOrderByOrderId } from '../../orders/payment-state/find-order-by-order-id.ts';

/**
 * The order a customer's link names, with its key (the receipt key of the thank-you link): an
 * order id alone, which is guessable, opens nothing. `lock` takes the row for the transaction.
 */
export async function findCustomerOrder(
  db: DbOrTx,
  options: { orderId: string; key: string; lock?: boolean },
) {
  const order = await findOrderByOrderId(db, options);
  if (!order || !sameSecret(order.receiptKey, options.key))
    throw AppError.notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}
