import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

type OrderRow = { order_id: string; business_date: string; status: string };
type LineRow = { item: string; unit: string; price_paise: number; quantity: number };

/**
 * What a customer ordered on the business days start..end (both included, Asia/Kolkata): their
 * orders oldest first, and the lines of those orders added up per item, unit and price (in
 * PostgreSQL's numeric, so no quantity passes through a float sum). A customer's orders are those
 * with the same ten-digit phone, or the same e-mail in lower case; an order whose status says it
 * was cancelled is left out. Receivables drafts a custom invoice from this.
 */
export async function summariseCustomerOrders(
  db: DbOrTx,
  options: { phone: string | null; email: string | null; start: string; end: string },
) {
  const { start, end } = options;
  const theirs = sql`
    from orders o
    where (o.phone = ${options.phone} or lower(o.email) = ${options.email})
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
    orders: orderRows.rows.map((row) => ({
      orderId: row.order_id,
      businessDate: row.business_date,
      status: row.status,
    })),
    lines: lineRows.rows.map((row) => ({
      item: row.item,
      unit: row.unit,
      pricePaise: Number(row.price_paise),
      quantity: Number(row.quantity),
    })),
  };
}
