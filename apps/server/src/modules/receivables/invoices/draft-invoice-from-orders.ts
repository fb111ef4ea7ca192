import type { InvoiceDraft, InvoiceDraftQuery } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { getCustomer } from '../customers/get-customer.ts';

type OrderRow = { order_id: string; business_date: string; status: string };
type LineRow = { item: string; unit: string; price_paise: number; quantity: number };

/**
 * The invoice editor's lines for a custom invoice over a period: what the customer ordered on the
 * business days start..end (both included, Asia/Kolkata), one line per item, unit and price with
 * the quantities added up (in PostgreSQL's numeric, so no quantity passes through a float sum).
 *
 * The orders are those known to be the customer's, as a paid order's receipt finds them: the same
 * ten-digit phone, or the same e-mail in lower case. An order whose status says it was cancelled
 * is left out. Nothing is written: finance checks the lines, picks the tax slabs and issues.
 */
export async function draftInvoiceFromOrders(
  db: DbOrTx,
  options: { customerId: number; period: InvoiceDraftQuery },
): Promise<InvoiceDraft> {
  const customer = await getCustomer(db, options.customerId);
  const { start, end } = options.period;
  const theirs = sql`
    from orders o
    where (o.phone = ${customer.mobile} or lower(o.email) = ${customer.email})
      and o.created_at >= (${start}::date)::timestamp at time zone 'Asia/Kolkata'
      and o.created_at < (${end}::date + 1)::timestamp at time zone 'Asia/Kolkata'
      and o.status not ilike 'cancel%'`;

  const orderRows = await db.execute<OrderRow>(sql`
    select o.order_id, (o.created_at at time zone 'Asia/Kolkata')::date::text as business_date, o.status
    ${theirs}
    order by o.created_at, o.id`);

  const lineRows = await db.execute<LineRow>(sql`
    select l.name as item, i.u as unit, l.mrp_paise as price_paise, sum(l.quantity) as quantity
    from order_lines l
    join items i on i.id = l.item_id
    where l.order_id in (select o.id ${theirs})
    group by l.name, i.u, l.mrp_paise
    order by min(l.order_id), min(l.line_no), l.name, l.mrp_paise`);

  return {
    customerId: customer.id,
    periodStart: start,
    periodEnd: end,
    orders: orderRows.rows.map((row) => ({
      orderId: row.order_id,
      businessDate: row.business_date,
      status: row.status,
    })),
    lines: lineRows.rows.map((row) => ({
      item: row.item,
      hsn: null,
      quantity: Number(row.quantity),
      unit: row.unit,
      pricePaise: Number(row.price_paise),
      taxSlabBasisPoints: 0,
      transportPaise: 0,
    })),
  };
}
