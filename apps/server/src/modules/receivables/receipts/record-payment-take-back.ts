import { businessDay } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * Money of a card payment that went back to the customer (a reversal by the gateway, a refund by
 * finance) enters the ledger of the customer its receipt named, beside that receipt, written in
 * the caller's transaction. The receipt is the order's whose reference ends with the attempt's
 * gateway order id; an order nobody is known by has none and writes nothing. Written once: a
 * second call is a no-op.
 */
export async function recordPaymentTakeBack(
  tx: Tx,
  options: {
    order: { id: number; orderId: string };
    gatewayOrderId: string;
    kind: 'reversal' | 'refund';
    amountPaise: number;
    reference: string;
    why: string;
    payer: { id: number | null; displayName: string };
  },
): Promise<void> {
  const { order, payer } = options;
  const receiptReference = `%${options.gatewayOrderId}`;
  await tx.execute(sql`
    insert into customer_ledger_entries
      (customer_id, kind, amount_paise, business_date, order_id, reference, note, created_by_user_id, created_by)
    select r.customer_id, ${options.kind}, ${options.amountPaise}, ${businessDay(new Date())}::date, ${order.id},
      ${options.reference},
      ${`Order ${order.orderId}: ${options.why}`.slice(0, 500)}, ${payer.id}, ${payer.displayName}
    from customer_ledger_entries r
    where r.order_id = ${order.id} and r.kind = 'receipt' and r.reference like ${receiptReference}
    limit 1
    on conflict do nothing`);
}
