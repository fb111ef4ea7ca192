import {
  formatOrderTime,
  formatPaise,
  type ManualPayment,
  type PaymentConfirmation,
  type SignedUser,
} from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { manualPayments } from '../../../db/schema/index.ts';
import { markOrderPaid } from '../../orders/payment-state/mark-order-paid.ts';
import { recordOrderReceipt } from '../../receivables/receipts/record-order-receipt.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';

/**
 * An admin marks an order paid by hand (ordering.md §2.9, §7), saying how the money came: method,
 * reference, amount received and a note, recorded with who and when in the transaction that
 * pays the order, with a payment event. Idempotent through markOrderPaid: a second call changes
 * nothing and answers with who confirmed it first, so it never overwrites a verified card payment.
 */
export async function confirmManualPayment(
  db: Database,
  options: { payment: ManualPayment; user: Pick<SignedUser, 'id' | 'displayName'> },
): Promise<PaymentConfirmation> {
  const { payment: input, user } = options;
  const payment = await markOrderPaid(db, {
    orderId: input.orderId,
    user,
    receipt: {
      amountPaise: input.amountPaise,
      reference: [input.method, input.reference].filter(Boolean).join(' '),
    },
    recordReceipt: recordOrderReceipt,
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
      // The order's payment events tell its whole story, the card attempts and this alike.
      await recordPaymentEvent(tx, {
        orderId: order.id,
        attemptId: null,
        source: 'manual',
        note: `Confirmed by hand: ${input.method}${input.reference ? ` ${input.reference}` : ''}, ${formatPaise(input.amountPaise)}.`,
        recordedBy: user.displayName,
        dedupe: `manual:${order.id}`,
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
