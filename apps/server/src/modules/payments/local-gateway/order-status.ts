import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { ccavenueOutcome } from '../../../ports/ccavenue-gateway.ts';
import { field } from './gateway-api-answer.ts';
import { gatewayTimes } from './gateway-page.ts';

/** CCAvenue's "No records found": the order never reached the gateway. */
export const NO_RECORDS = { status: 1, error_desc: 'No records found', error_code: '51313' } as const;

/**
 * orderStatusTracker, version 1.2, as the test gateway recorded the order: by order_no, or by
 * reference_no (the tracking id) when no order_no is given. Answered as CCAvenue does, wrapped in
 * Order_Status_Result, the amount a JSON number, the merchant params as param_value1..5.
 */
export async function orderStatus(db: Database, request: Record<string, unknown>) {
  const orderNo = field(request, 'order_no');
  const referenceNo = field(request, 'reference_no');
  if (!orderNo && !referenceNo) {
    return {
      Order_Status_Result: {
        status: 1,
        error_desc: 'Providing Reference number/Order Number is mandatory.',
        error_code: 'missing_order_no',
      },
    };
  }
  const [row] = await db
    .select()
    .from(testGatewayTransactions)
    .where(
      orderNo
        ? eq(testGatewayTransactions.orderId, orderNo)
        : eq(testGatewayTransactions.trackingId, referenceNo),
    );
  if (!row) return { Order_Status_Result: NO_RECORDS };
  const paid = ['success', 'refunded', 'reversed'].includes(ccavenueOutcome(row.status));
  const amount = Number(row.amount);
  return {
    Order_Status_Result: {
      status: 0,
      error_desc: '',
      error_code: '',
      order_no: row.orderId,
      reference_no: row.trackingId ?? '',
      order_status: row.status,
      order_amt: amount,
      order_gross_amt: amount,
      order_capt_amt: row.confirmedAt ? amount : 0,
      order_currncy: row.currency,
      order_bank_ref_no: paid && row.trackingId ? `TEST${row.trackingId.slice(-6)}` : '',
      order_bill_name: row.billingName,
      order_bill_email: row.billingEmail,
      order_date_time: gatewayTimes(row.createdAt).statusDateTime,
      order_status_date_time: gatewayTimes(row.confirmedAt ?? row.answeredAt ?? row.createdAt).statusDateTime,
      param_value1: row.merchantParam1,
      param_value2: '',
      param_value3: '',
      param_value4: '',
      param_value5: '',
    },
  };
}
