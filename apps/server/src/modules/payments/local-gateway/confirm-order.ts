import { parseRupees } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { field } from './gateway-api-answer.ts';

interface FailedOrder {
  reference_no: string;
  reason: string;
  error_code: string;
}

/**
 * confirmOrder: confirms successful orders for settlement, by tracking id (reference_no), each for
 * at most its amount. A confirmed order's status reads Shipped. Answered as CCAvenue does: how many
 * were confirmed, and each refused one with its reason, wrapped in Order_Result. The error codes
 * are the stand-in's own names, not CCAvenue's numbers.
 */
export async function confirmOrder(db: Database, request: Record<string, unknown>) {
  const list = Array.isArray(request.order_List) ? request.order_List : [];
  const failed: FailedOrder[] = [];
  let confirmed = 0;
  if (list.length === 0) {
    failed.push({ reference_no: '', reason: 'order_List names no order.', error_code: 'no_orders' });
  }
  for (const item of list) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const referenceNo = field(entry, 'reference_no');
    const refuse = (reason: string, code: string) =>
      failed.push({ reference_no: referenceNo, reason, error_code: code });
    const [row] = referenceNo
      ? await db
          .select()
          .from(testGatewayTransactions)
          .where(eq(testGatewayTransactions.trackingId, referenceNo))
      : [];
    if (!row) {
      refuse('Invalid reference number.', 'no_such_order');
      continue;
    }
    if (row.status === 'Shipped') {
      refuse('The order is already confirmed.', 'already_confirmed');
      continue;
    }
    if (row.status !== 'Successful') {
      refuse(
        `The order's status is ${row.status}: only a successful order can be confirmed.`,
        'not_successful',
      );
      continue;
    }
    const amount = parseRupees(field(entry, 'amount'));
    const orderAmount = parseRupees(row.amount) ?? 0;
    if (amount === null || amount <= 0 || amount > orderAmount) {
      refuse(`The amount must be more than 0 and at most ${row.amount}.`, 'bad_amount');
      continue;
    }
    const [done] = await db
      .update(testGatewayTransactions)
      .set({ status: 'Shipped', confirmedAt: new Date() })
      .where(and(eq(testGatewayTransactions.id, row.id), eq(testGatewayTransactions.status, 'Successful')))
      .returning({ id: testGatewayTransactions.id });
    if (done) confirmed += 1;
    else refuse('The order changed while it was being confirmed.', 'not_successful');
  }
  return { Order_Result: { success_count: confirmed, failed_List: { failed_order: failed } } };
}
