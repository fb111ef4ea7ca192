import type { CardPaymentsOverview, PaymentAttemptState } from '@kadai/contract';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts, paymentEvents, paymentRefundTasks } from '../../../db/schema/index.ts';
import { listOrderNames } from '../../orders/order-records/list-order-names.ts';
import { listGatewayRefunds } from '../refunds/list-gateway-refunds.ts';

/** The newest attempts the screen shows; older ones are in the order's own history. */
const LIMIT = 500;

/**
 * The admins' card payments screen: attempts by state (newest first), what needs a look first,
 * the money still awaiting an answer, the refunds to make and those made through the gateway.
 */
export async function listCardPayments(
  db: DbOrTx,
  options: { state?: PaymentAttemptState | undefined; flagged?: boolean | undefined },
): Promise<CardPaymentsOverview> {
  const lastNote = sql<string>`coalesce((SELECT e.note FROM ${paymentEvents} e WHERE e.attempt_id = ${paymentAttempts.id} ORDER BY e.id DESC LIMIT 1), '')`;
  const refunded = sql<string>`(SELECT coalesce(sum(r.amount_paise), 0) FROM payment_refunds r WHERE r.attempt_id = ${paymentAttempts.id} AND r.state = 'done')::text`;
  const pending = sql<string>`(SELECT coalesce(sum(r.amount_paise), 0) FROM payment_refunds r WHERE r.attempt_id = ${paymentAttempts.id} AND r.state = 'requested')::text`;
  const [attempts, [awaiting], refunds, gatewayRefunds, [flagged]] = await Promise.all([
    db
      .select({
        gatewayOrderId: paymentAttempts.gatewayOrderId,
        orderDbId: paymentAttempts.orderId,
        amountPaise: paymentAttempts.amountPaise,
        state: paymentAttempts.state,
        settledAt: paymentAttempts.settledAt,
        paidTwice: paymentAttempts.paidTwice,
        olderAmount: paymentAttempts.olderAmount,
        gatewayStatus: paymentAttempts.gatewayStatus,
        flag: paymentAttempts.flag,
        paidAt: paymentAttempts.paidAt,
        confirmedAt: paymentAttempts.confirmedAt,
        reversedAt: paymentAttempts.reversedAt,
        refunded,
        pending,
        trackingId: paymentAttempts.trackingId,
        statusChecks: paymentAttempts.statusChecks,
        createdAt: paymentAttempts.createdAt,
        updatedAt: paymentAttempts.updatedAt,
        lastNote,
      })
      .from(paymentAttempts)
      .where(
        and(
          options.state ? eq(paymentAttempts.state, options.state) : undefined,
          options.flagged ? isNotNull(paymentAttempts.flag) : undefined,
        ),
      )
      // What needs a look comes first; then the newest.
      .orderBy(
        sql`${paymentAttempts.flaggedAt} DESC NULLS LAST`,
        desc(paymentAttempts.createdAt),
        desc(paymentAttempts.id),
      )
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
        kind: paymentRefundTasks.kind,
        orderDbId: paymentRefundTasks.orderId,
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
      .orderBy(sql`${paymentRefundTasks.state} = 'done'`, desc(paymentRefundTasks.createdAt)),
    listGatewayRefunds(db),
    db.select({ n: sql<number>`count(*)::int` }).from(paymentAttempts).where(isNotNull(paymentAttempts.flag)),
  ]);
  const names = await listOrderNames(
    db,
    [...attempts, ...refunds].map((row) => row.orderDbId),
  );
  const order = (orderDbId: number) => {
    const found = names.get(orderDbId);
    return {
      orderId: found?.orderId ?? '',
      customerName: `${found?.firstName ?? ''} ${found?.lastName ?? ''}`.trim(),
    };
  };
  return {
    attempts: attempts.map(
      ({
        orderDbId,
        settledAt,
        createdAt,
        updatedAt,
        paidAt,
        confirmedAt,
        reversedAt,
        refunded,
        pending,
        ...row
      }) => ({
        ...row,
        ...order(orderDbId),
        state: row.state as PaymentAttemptState,
        settled: settledAt !== null,
        paidAt: paidAt?.toISOString() ?? null,
        confirmedAt: confirmedAt?.toISOString() ?? null,
        reversedAt: reversedAt?.toISOString() ?? null,
        refundedPaise: Number(refunded),
        refundablePaise:
          row.state === 'success' ? Math.max(row.amountPaise - Number(refunded) - Number(pending), 0) : 0,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      }),
    ),
    awaitingPaise: Number(awaiting?.paise ?? 0),
    awaitingCount: awaiting?.n ?? 0,
    refunds: refunds.map(({ orderDbId, createdAt, doneAt, ...row }) => ({
      ...row,
      ...order(orderDbId),
      kind: row.kind === 'older amount' ? 'older amount' : 'paid twice',
      state: row.state === 'done' ? 'done' : 'open',
      createdAt: createdAt.toISOString(),
      doneAt: doneAt?.toISOString() ?? null,
    })),
    gatewayRefunds,
    flaggedCount: flagged?.n ?? 0,
  };
}
