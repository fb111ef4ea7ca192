import {
  formatOrderTime,
  type ManualPayment,
  type PaymentConfirmation,
  type SignedUser,
} from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { manualPayments } from '../../db/schema/index.ts';
import { markOrderPaid } from '../orders/mark-order-paid.ts';

/**
 * An admin marks an order paid by hand (ordering.md §2.9, §7), saying how the money came: method,
 * reference, amount received and a note, recorded with who and when in the transaction that
 * pays the order. Idempotent through markOrderPaid: a second call changes nothing and answers
 * with who confirmed it first.
 */
export async function confirmManualPayment(
  db: Database,
  options: { payment: ManualPayment; user: Pick<SignedUser, 'id' | 'displayName'> },
): Promise<PaymentConfirmation> {
  const { payment: input, user } = options;
  const payment = await markOrderPaid(db, {
    orderId: input.orderId,
    user,
    record: async (tx, order) => {
      await tx.insert(manualPayments).values({
        orderId: order.id,
        method: input.method,
        reference: input.reference,
        amountPaise: input.amountPaise,
        note: input.note,
        recordedByUserId: user.id,
        recordedBy: user.displayName,
        ...(order.paidAt && { recordedAt: order.paidAt }),
      });
    },
  });
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
