import {
  type AdminOrderDetail,
  formatOrderAmount,
  formatPaise,
  ORDER_ADMIN_MESSAGES,
  PAYMENT_STATUS,
  type SignedUser,
  type UpdateOrderRequest,
  updateOrderRequestSchema,
} from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  queueVerificationMail,
  type VerificationMailContext,
} from '../verification/queue-verification-mail.ts';
import { queueVerificationSms, type VerificationSmsContext } from '../verification/queue-verification-sms.ts';
import { getAdminOrder, ORDER_NOT_FOUND } from './get-admin-order.ts';

const DELIVERED = 'Delivered';

type NewEvent = typeof orderEvents.$inferInsert;

/**
 * Told of an amount change inside its transaction, under the order's row lock: the payments module
 * supersedes open card attempts there (wired in app.ts, so orders need not know payments).
 */
export type AmountChangeHook = (
  tx: Tx,
  change: { orderDbId: number; fromPaise: number | null; toPaise: number | null; by: string },
) => Promise<unknown>;

/** What the order holds now, for the 409 of an edit made on an older version. */
function staleEdit(current: { amountPaise: number | null; status: string; version: number }): AppError {
  const amount = current.amountPaise === null ? 'no amount' : `amount ${formatPaise(current.amountPaise)}`;
  const message = `Someone changed this order meanwhile: it now has ${amount} and status ${current.status}. Please check and try again.`;
  return new AppError('conflict', message, [{ path: 'version', message }]);
}

/**
 * An admin sets an order's amount and/or status (any of the three, in any sequence: ordering.md §4).
 * The edit names the version it was made on; if the order has changed since (another admin, a
 * payment), it is refused with 409 and the current values, never silently overwritten. Each value
 * that really changes gets its history row in the same transaction, with who, from and to; the row
 * lock makes two admins' changes queue, so every `from` is what the order really held.
 */
export async function updateOrder(
  db: Database,
  options: {
    orderId: string;
    changes: UpdateOrderRequest;
    user: Pick<SignedUser, 'id' | 'displayName'>;
    /** How the customer's verification link is mailed and texted when the order becomes Delivered. */
    verification?: VerificationMailContext & VerificationSmsContext;
    onAmountChange?: AmountChangeHook | undefined;
  },
): Promise<AdminOrderDetail> {
  const changes = updateOrderRequestSchema.parse(options.changes);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: orders.id,
        amountPaise: orders.amountPaise,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        version: orders.version,
      })
      .from(orders)
      .where(eq(orders.orderId, options.orderId))
      .for('update');
    if (!current) throw AppError.notFound(ORDER_NOT_FOUND);
    if (current.version !== changes.version) throw staleEdit(current);

    const who = {
      orderId: current.id,
      changedByUserId: options.user.id,
      changedBy: options.user.displayName,
    };
    const events: NewEvent[] = [];
    if (changes.amountPaise !== undefined && changes.amountPaise !== current.amountPaise) {
      // The money was taken for the amount as it stood: changing it afterwards is a decision with a reason.
      if (current.paymentStatus === PAYMENT_STATUS.paid && !changes.reason) {
        throw AppError.validation([{ path: 'reason', message: ORDER_ADMIN_MESSAGES.reason }]);
      }
      events.push({
        reason: current.paymentStatus === PAYMENT_STATUS.paid ? (changes.reason ?? null) : null,
        ...who,
        field: 'amount',
        fromValue: current.amountPaise === null ? null : formatOrderAmount(current.amountPaise),
        toValue: changes.amountPaise === null ? null : formatOrderAmount(changes.amountPaise),
      });
    }
    if (changes.status !== undefined && changes.status !== current.status) {
      events.push({ ...who, field: 'status', fromValue: current.status, toValue: changes.status });
    }
    if (events.length === 0) return;

    await tx
      .update(orders)
      .set({
        ...(changes.amountPaise !== undefined && { amountPaise: changes.amountPaise }),
        ...(changes.status !== undefined && { status: changes.status }),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, current.id));
    await tx.insert(orderEvents).values(events);
    if (changes.amountPaise !== undefined && changes.amountPaise !== current.amountPaise) {
      await options.onAmountChange?.(tx, {
        orderDbId: current.id,
        fromPaise: current.amountPaise,
        toPaise: changes.amountPaise,
        by: options.user.displayName,
      });
    }
    // Delivered: the customer is asked, item by item, how it was (ordering.md §2.8).
    if (options.verification && changes.status === DELIVERED && current.status !== DELIVERED) {
      await queueVerificationMail(tx, current.id, options.verification);
      await queueVerificationSms(tx, current.id, options.verification);
    }
  });
  return getAdminOrder(db, { orderId: options.orderId });
}
