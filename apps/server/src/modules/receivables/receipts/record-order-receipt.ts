import { businessDay } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * A paid order of a known customer is a receipt in their ledger, written in the transaction that
 * pays the order. The customer is the one with the order's mobile (orders keep ten digits), else
 * the one with its e-mail; an order nobody is known by writes nothing. An order is received once:
 * its unique index makes a second call a no-op.
 */
export async function recordOrderReceipt(
  tx: Tx,
  options: {
    order: { id: number; orderId: string; phone: string; email: string; paidAt: Date | null };
    amountPaise: number;
    /** How the money came ('Card (CCAvenue)', 'UPI 4231…'). */
    reference: string;
    user: { id: number | null; displayName: string };
  },
): Promise<void> {
  const { order, user } = options;
  const date = businessDay(order.paidAt ?? new Date());
  await tx.execute(sql`
    insert into customer_ledger_entries
      (customer_id, kind, amount_paise, business_date, order_id, reference, note, created_by_user_id, created_by)
    select c.id, 'receipt', ${options.amountPaise}, ${date}::date, ${order.id}, ${options.reference},
      ${`Order ${order.orderId}`}, ${user.id}, ${user.displayName}
    from customers c
    where c.mobile = ${order.phone} or c.email = lower(${order.email})
    order by (c.mobile = ${order.phone}) desc nulls last, c.id
    limit 1
    on conflict do nothing`);
}
