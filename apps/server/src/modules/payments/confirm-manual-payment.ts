import { formatOrderTime, type PaymentConfirmation, type SignedUser } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { markOrderPaid } from '../orders/mark-order-paid.ts';

/**
 * An admin marks an order paid by hand (ordering.md §7). Idempotent through markOrderPaid: a
 * second call changes nothing and answers with who confirmed it first.
 */
export async function confirmManualPayment(
  db: Database,
  options: { orderId: string; user: Pick<SignedUser, 'id' | 'displayName'> },
): Promise<PaymentConfirmation> {
  const payment = await markOrderPaid(db, options);
  if (!payment.alreadyPaid) return { ...payment, message: `Payment confirmed for ${payment.orderId}.` };
  const detail = [
    payment.paidBy && `by ${payment.paidBy}`,
    payment.paidAt && `on ${formatOrderTime(payment.paidAt)}`,
  ].filter(Boolean);
  return {
    ...payment,
    message: `${payment.orderId} was already paid${detail.length > 0 ? `: confirmed ${detail.join(' ')}` : ''}.`,
  };
}
