import {
  type OrderPayment,
  type OrderPaymentState,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  type PaymentAttemptState,
} from '@kadai/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { loadOrderLines } from '../../orders/order-records/load-order-lines.ts';
import { amountSetByStore } from '../../orders/placing/amount-set-by-store.ts';
import { findCustomerOrder } from './find-customer-order.ts';

const FROM_ATTEMPT: Record<PaymentAttemptState, OrderPaymentState> = {
  created: 'awaited',
  redirected: 'awaited',
  awaited: 'awaited',
  // A success the order does not show is impossible (they are written together); said as awaited.
  success: 'awaited',
  failure: 'failed',
  invalid: 'failed',
  aborted: 'cancelled',
  reversed: 'reversed',
  // Refunded from here: the order is not paid by this attempt any more.
  refunded: 'unpaid',
};

/**
 * What the payment page shows (ordering.md §2.7): 'Payment Success' only for an order that is
 * paid, which happens only when a payment was verified; otherwise what its latest attempt says.
 */
export async function getOrderPayment(
  db: DbOrTx,
  options: { orderId: string; key: string },
): Promise<OrderPayment> {
  const order = await findCustomerOrder(db, options);
  const [attempt] = await db
    .select({
      gatewayOrderId: paymentAttempts.gatewayOrderId,
      state: paymentAttempts.state,
      trackingId: paymentAttempts.trackingId,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.attemptNo))
    .limit(1);
  // Read only after the key matched: the lines are the customer's own, like the receipt's.
  const lines = await loadOrderLines(db, order.id);
  const setByStore = await amountSetByStore(db, {
    orderRowId: order.id,
    amountPaise: order.amountPaise,
    lines,
  });
  const state: OrderPaymentState =
    order.paymentStatus === PAYMENT_STATUS.paid
      ? 'paid'
      : order.paymentStatus === PAYMENT_STATUS.reversed
        ? 'reversed'
        : attempt
          ? FROM_ATTEMPT[attempt.state as PaymentAttemptState]
          : 'unpaid';
  const messages: Record<OrderPaymentState, string> = {
    paid: PAYMENT_MESSAGES.success,
    awaited: PAYMENT_MESSAGES.awaited,
    failed: PAYMENT_MESSAGES.failed,
    cancelled: PAYMENT_MESSAGES.cancelled,
    unpaid: PAYMENT_MESSAGES.unpaid,
    reversed: PAYMENT_MESSAGES.reversed,
  };
  return {
    orderId: order.orderId,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    orderType: order.orderType,
    amountPaise: order.amountPaise,
    lines,
    amountSetByStore: setByStore,
    state,
    message: messages[state],
    paidAt: order.paidAt?.toISOString() ?? null,
    gatewayOrderId: attempt?.gatewayOrderId ?? null,
    trackingId: attempt?.trackingId ?? null,
  };
}
