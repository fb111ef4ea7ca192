import { paiseToDecimal, parseRupees } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { testGatewayRefunds, testGatewayTransactions } from '../../../db/schema/index.ts';
import { field } from './gateway-api-answer.ts';

const REFUNDABLE = new Set(['Successful', 'Shipped']);

/**
 * refundOrder: refunds part or all of a successful (or confirmed) order, by tracking id, under the
 * merchant's own refund_ref_no, which may be used once only. Partial refunds add up; a refund
 * above what remains is refused, and once all of it is refunded the status reads Refunded.
 * Answered as CCAvenue does, wrapped in Refund_Order_Result (refund_status 0 = done, 1 =
 * refused, with a reason). The error codes are the stand-in's own names, not CCAvenue's numbers.
 */
export async function refundOrder(db: Database, request: Record<string, unknown>) {
  const refused = (reason: string, code: string) => ({
    Refund_Order_Result: { refund_status: 1, reason, error_code: code },
  });
  const referenceNo = field(request, 'reference_no');
  const refundRef = field(request, 'refund_ref_no');
  const amount = parseRupees(field(request, 'refund_amount'));
  if (!refundRef) return refused('refund_ref_no is mandatory.', 'no_refund_ref');
  if (amount === null || amount <= 0) return refused('The refund amount is not an amount.', 'bad_amount');
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: testGatewayRefunds.id })
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.refundRefNo, refundRef));
    if (seen) return refused(`The refund reference ${refundRef} was already used.`, 'duplicate_refund_ref');
    const [row] = referenceNo
      ? await tx
          .select()
          .from(testGatewayTransactions)
          .where(eq(testGatewayTransactions.trackingId, referenceNo))
          .for('update')
      : [];
    if (!row) return refused('Invalid reference number.', 'no_such_order');
    if (!REFUNDABLE.has(row.status)) {
      return refused(
        `The order's status is ${row.status}: only a successful order can be refunded.`,
        'not_refundable',
      );
    }
    const orderPaise = parseRupees(row.amount) ?? 0;
    const remaining = orderPaise - row.refundedPaise;
    if (amount > remaining) {
      return refused(
        `The refund amount is more than the ${paiseToDecimal(remaining)} that remains.`,
        'above_remaining',
      );
    }
    const [inserted] = await tx
      .insert(testGatewayRefunds)
      .values({ transactionId: row.id, refundRefNo: refundRef, amount: paiseToDecimal(amount) })
      .onConflictDoNothing()
      .returning({ id: testGatewayRefunds.id });
    if (!inserted)
      return refused(`The refund reference ${refundRef} was already used.`, 'duplicate_refund_ref');
    const refundedPaise = row.refundedPaise + amount;
    await tx
      .update(testGatewayTransactions)
      .set({ refundedPaise, ...(refundedPaise === orderPaise && { status: 'Refunded' }) })
      .where(eq(testGatewayTransactions.id, row.id));
    return { Refund_Order_Result: { refund_status: 0, reason: '', error_code: '' } };
  });
}
