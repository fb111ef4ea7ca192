import type { GatewayRefund } from '@kadai/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts, paymentRefunds } from '../../../db/schema/index.ts';
import { listOrderNames } from '../../orders/order-records/list-order-names.ts';

/** The newest refunds /card-payments lists; each order's history has them all. */
const LIMIT = 200;

/** Refunds asked of the gateway, newest first (or one, by id), as /card-payments shows them. */
export async function listGatewayRefunds(
  db: DbOrTx,
  options: { id?: number } = {},
): Promise<GatewayRefund[]> {
  const rows = await db
    .select({
      id: paymentRefunds.id,
      refundRef: paymentRefunds.refundRef,
      gatewayOrderId: paymentAttempts.gatewayOrderId,
      orderDbId: paymentRefunds.orderId,
      amountPaise: paymentRefunds.amountPaise,
      reason: paymentRefunds.reason,
      state: paymentRefunds.state,
      error: paymentRefunds.error,
      requestedBy: paymentRefunds.requestedBy,
      createdAt: paymentRefunds.createdAt,
      answeredAt: paymentRefunds.answeredAt,
    })
    .from(paymentRefunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
    .where(options.id === undefined ? undefined : eq(paymentRefunds.id, options.id))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(LIMIT);
  const names = await listOrderNames(
    db,
    rows.map((row) => row.orderDbId),
  );
  return rows.map(({ orderDbId, ...row }) => ({
    ...row,
    orderId: names.get(orderDbId)?.orderId ?? '',
    state: row.state as GatewayRefund['state'],
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}
