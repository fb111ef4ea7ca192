import type { CardPaymentsOverview, PaymentAttemptState } from '@kadai/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, paymentAttempts, paymentEvents, paymentRefundTasks } from '../../db/schema/index.ts';

/** The newest attempts the screen shows; older ones are in the order's own history. */
const LIMIT = 500;

/**
 * The admins' card payments screen: attempts by state (newest first), the money still awaiting
 * an answer, and the refunds to make for orders paid twice.
 */
export async function listCardPayments(
  db: DbOrTx,
  options: { state?: PaymentAttemptState | undefined },
): Promise<CardPaymentsOverview> {
  const lastNote = sql<string>`coalesce((SELECT e.note FROM ${paymentEvents} e WHERE e.attempt_id = ${paymentAttempts.id} ORDER BY e.id DESC LIMIT 1), '')`;
  const [attempts, [awaiting], refunds] = await Promise.all([
    db
      .select({
        gatewayOrderId: paymentAttempts.gatewayOrderId,
        orderId: orders.orderId,
        firstName: orders.firstName,
        lastName: orders.lastName,
        amountPaise: paymentAttempts.amountPaise,
        state: paymentAttempts.state,
        settledAt: paymentAttempts.settledAt,
        paidTwice: paymentAttempts.paidTwice,
        trackingId: paymentAttempts.trackingId,
        statusChecks: paymentAttempts.statusChecks,
        createdAt: paymentAttempts.createdAt,
        updatedAt: paymentAttempts.updatedAt,
        lastNote,
      })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(options.state ? eq(paymentAttempts.state, options.state) : undefined)
      .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
      .limit(LIMIT),
    db
      .select({
        paise: sql<string>`coalesce(sum(${paymentAttempts.amountPaise}), 0)::text`,
        n: sql<number>`count(*)::int`,
      })
      .from(paymentAttempts)
      .where(and(isNull(paymentAttempts.settledAt), sql`${paymentAttempts.state} <> 'success'`)),
    db
      .select({
        id: paymentRefundTasks.id,
        orderId: orders.orderId,
        firstName: orders.firstName,
        lastName: orders.lastName,
        gatewayOrderId: paymentAttempts.gatewayOrderId,
        trackingId: paymentAttempts.trackingId,
        amountPaise: paymentRefundTasks.amountPaise,
        state: paymentRefundTasks.state,
        createdAt: paymentRefundTasks.createdAt,
        doneAt: paymentRefundTasks.doneAt,
        doneBy: paymentRefundTasks.doneBy,
      })
      .from(paymentRefundTasks)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefundTasks.attemptId))
      .innerJoin(orders, eq(orders.id, paymentRefundTasks.orderId))
      .orderBy(sql`${paymentRefundTasks.state} = 'done'`, desc(paymentRefundTasks.createdAt)),
  ]);
  const name = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
  return {
    attempts: attempts.map(({ firstName, lastName, settledAt, createdAt, updatedAt, ...row }) => ({
      ...row,
      customerName: name({ firstName, lastName }),
      state: row.state as PaymentAttemptState,
      settled: settledAt !== null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })),
    awaitingPaise: Number(awaiting?.paise ?? 0),
    awaitingCount: awaiting?.n ?? 0,
    refunds: refunds.map(({ firstName, lastName, createdAt, doneAt, ...row }) => ({
      ...row,
      customerName: name({ firstName, lastName }),
      state: row.state === 'done' ? 'done' : 'open',
      createdAt: createdAt.toISOString(),
      doneAt: doneAt?.toISOString() ?? null,
    })),
  };
}
