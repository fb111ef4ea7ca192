import type { Recount, RecountRow } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { stockUnit } from '../ledger/stock-units.ts';

type Row = {
  product_id: string;
  name: string;
  variant_name: string;
  product_type: string;
  stock: string;
  counted: string | null;
  expected: string | null;
  state: RecountRow['state'];
  counted_by_name: string | null;
};

/**
 * Stock Recounts for an outlet: every product the business makes, and any other it holds, with the
 * live stock (Stock) and what the open count found (Actual). A line an earlier count left waiting
 * for an admin shows as such: it cannot be counted again until it is decided.
 */
export async function getRecount(
  db: DbOrTx,
  options: { outletId: string; approvalAbove: number; productId?: string },
): Promise<Recount> {
  const head = await db.execute<{
    outlet_name: string;
    place_id: number;
    count_id: number | null;
    started_at: Date | null;
    started_by_name: string | null;
  }>(sql`
    select o.name as outlet_name, sp.id as place_id, c.id as count_id, c.started_at, c.started_by_name
    from outlets o
    join stock_places sp on sp.outlet_id = o.id
    left join stock_counts c on c.place_id = sp.id and c.status = 'open'
    where o.id = ${options.outletId}`);
  const outlet = head.rows[0];
  if (!outlet) throw AppError.notFound(`outletId: no outlet "${options.outletId}"`);
  const rows = await db.execute<Row>(sql`
    select p.id as product_id, p.name, p.variant_name, p.product_type,
      coalesce(b.quantity, 0)::text as stock, l.counted::text, l.expected::text, l.state, l.counted_by_name
    from products p
    left join stock_balances b on b.place_id = ${outlet.place_id} and b.product_id = p.id
    left join lateral (
      select l.counted, l.expected, l.state, l.counted_by_name
      from stock_count_lines l
      where l.place_id = ${outlet.place_id} and l.product_id = p.id
        and (l.count_id = ${outlet.count_id ?? 0} or l.state = 'awaiting-approval')
      order by l.id desc
      limit 1
    ) l on true
    where (p.team_id is not null or b.quantity <> 0 or l.state is not null)
      ${options.productId === undefined ? sql`` : sql`and p.id = ${options.productId}`}
    order by p.product_type, p.name, p.variant_name, p.id`);
  return {
    outletId: options.outletId,
    outletName: outlet.outlet_name,
    count:
      outlet.count_id === null
        ? null
        : {
            id: outlet.count_id,
            startedAt: new Date(outlet.started_at as Date).toISOString(),
            startedBy: outlet.started_by_name ?? '',
          },
    approvalAbove: options.approvalAbove,
    rows: rows.rows.map((row) => ({
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      productType: row.product_type,
      unit: stockUnit(row.variant_name),
      stock: Number(row.stock),
      counted: row.counted === null ? null : Number(row.counted),
      expected: row.expected === null ? null : Number(row.expected),
      state: row.state,
      countedBy: row.counted_by_name,
    })),
  };
}
