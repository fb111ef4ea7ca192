import type { CountApproval } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/** Recounted differences above the threshold, waiting for an admin; oldest first, for one outlet or all. */
export async function listCountApprovals(
  db: DbOrTx,
  options: { outletId?: string | undefined },
): Promise<CountApproval[]> {
  const rows = await db.execute<{
    id: number;
    count_id: number;
    outlet_id: string;
    outlet_name: string;
    product_id: string;
    name: string;
    variant_name: string;
    counted: string;
    expected: string;
    adjustment: string;
    counted_by_name: string;
    counted_at: Date;
  }>(sql`
    select l.id, l.count_id, c.outlet_id, o.name as outlet_name, l.product_id, p.name, p.variant_name,
      l.counted::text, l.expected::text, l.adjustment::text, l.counted_by_name, l.counted_at
    from stock_count_lines l
    join stock_counts c on c.id = l.count_id
    join outlets o on o.id = c.outlet_id
    join products p on p.id = l.product_id
    where l.state = 'awaiting-approval'
      ${options.outletId === undefined ? sql`` : sql`and c.outlet_id = ${options.outletId}`}
    order by l.counted_at, l.id`);
  return rows.rows.map((row) => ({
    lineId: row.id,
    countId: row.count_id,
    outletId: row.outlet_id,
    outletName: row.outlet_name,
    productId: row.product_id,
    productName: row.name,
    variantName: row.variant_name,
    unit: stockUnit(row.variant_name),
    counted: Number(row.counted),
    expected: Number(row.expected),
    adjustment: Number(row.adjustment),
    countedBy: row.counted_by_name,
    countedAt: new Date(row.counted_at).toISOString(),
  }));
}
