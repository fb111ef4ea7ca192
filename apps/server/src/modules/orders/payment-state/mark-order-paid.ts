import { PAYMENT_STATUS } from '@kadai/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ORDER_NOT_FOUND } from '../order-admin/get-admin-order.ts';

/** What an order says of its payment after markOrderPaid: paid now, or paid before (by whom, when). */
export interface OrderPayment {
  orderId: string;
  alreadyPaid: boolean;
  paidAt: string | null;
  paidBy: string | null;
}

/**
 * Marks an order paid. Safe to call twice: the UPDATE only matches an unpaid order, so of two
 * calls, even at the same moment, exactly one changes it and writes the history row (in the same
 * transaction); the other is told who paid it first. The order's payment columns and history are
 * the orders module's; the payments module records how the money came and calls this.
 */
export async function markOrderPaid(db: Database, options: MarkOrderPaidOptions): Promise<OrderPayment> {
  return db.transaction(async (tx) => markOrderPaidIn(tx, options));
}

export interface MarkOrderPaidOptions {
  orderId: string;
  /** Who paid it: a signed-in admin, or (id null) the card gateway, named for the history. */
  user: { id: number | null; displayName: string };
  /** Writes how the money came, in the same transaction, only when this call pays the order. */
  record?: (tx: Tx, order: { id: number; paidAt: Date | null }) => Promise<void>;
  /**
   * The money received and how: a receipt in the ledger of the customer the order is known to be, so
   * finance's balances see it.
   */
  receipt: { amountPaise: number; reference: string };
  /**
   * Writes that receipt in the customer's ledger (receivables' recordOrderReceipt), handed in by
   * payments: receivables reads the orders, so orders does not reach up into it.
   */
  recordReceipt: (tx: Tx, receipt: OrderReceipt) => Promise<void>;
}

/** A paid order's receipt, as the customer's ledger records it. */
export interface OrderReceipt {
  order: { id: number; orderId: string; phone: string; email: string; paidAt: Date | null };
  amountPaise: number;
  /** How the money came ('Card (CCAvenue)', 'UPI 4231…'). */
  reference: string;
  user: { id: number | null; displayName: string };
}

/** markOrderPaid inside the caller's transaction (a verified card payment pays with its event). */
export async function markOrderPaidIn(tx: Tx, options: MarkOrderPaidOptions): Promise<OrderPayment> {
  // Unpaid, or paid by card and then reversed by the gateway: either may be paid (again) now.
  const [paid] = await tx
    .update(orders)
    .set({
      paymentStatus: PAYMENT_STATUS.paid,
      paidAt: sql`now()`,
      paidByUserId: options.user.id,
      version: sql`${orders.version} + 1`,
    })
    .where(and(eq(orders.orderId, options.orderId), ne(orders.paymentStatus, PAYMENT_STATUS.paid)))
    .returning({
      id: orders.id,
      paidAt: orders.paidAt,
      phone: orders.phone,
      email: orders.email,
      // The statement's snapshot: what the order held before this update (unpaid or reversed).
      before: sql<number>`(select o.payment_status from orders o where o.id = "orders"."id")`,
    });
  if (!paid) return earlierPayment(tx, options.orderId);
  await options.record?.(tx, paid);
  await options.recordReceipt(tx, {
    order: { ...paid, orderId: options.orderId },
    amountPaise: options.receipt.amountPaise,
    reference: options.receipt.reference,
    user: options.user,
  });
  await tx.insert(orderEvents).values({
    orderId: paid.id,
    field: 'payment_status',
    fromValue: String(paid.before),
    toValue: String(PAYMENT_STATUS.paid),
    changedByUserId: options.user.id,
    changedBy: options.user.displayName,
    changedAt: paid.paidAt ?? sql`now()`,
  });
  return {
    orderId: options.orderId,
    alreadyPaid: false,
    paidAt: paid.paidAt?.toISOString() ?? null,
    paidBy: options.user.displayName,
  };
}

/** The order was paid already (or does not exist): who confirmed it, and when. */
async function earlierPayment(tx: Tx, orderId: string): Promise<OrderPayment> {
  const [order] = await tx
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND);
  const [event] = await tx
    .select({ changedBy: orderEvents.changedBy, changedAt: orderEvents.changedAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.field, 'payment_status')))
    .orderBy(desc(orderEvents.changedAt), desc(orderEvents.id))
    .limit(1);
  return {
    orderId,
    alreadyPaid: true,
    paidAt: (order.paidAt ?? event?.changedAt)?.toISOString() ?? null,
    paidBy: event?.changedBy ?? null,
  };
}
