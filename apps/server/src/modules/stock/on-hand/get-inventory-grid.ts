import { IN_TRANSIT, type InventoryGrid } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/**
 * Real-time inventory: every product any place holds, by place (the warehouse first, then the
 * outlets, then all trips together as "in transit"), straight from the balances the ledger keeps.
 */
export async function getInventoryGrid(db: DbOrTx): Promise<InventoryGrid> {
  const [outlets, balances] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`
      select id, name from outlets order by (type = 'warehouse') desc, name`),
    db.execute<{
      product_id: string;
      name: string;
      variant_name: string;
      product_type: string;
      team_id: string | null;
      place: string;
      quantity: string;
    }>(sql`
      select b.product_id, p.name, p.variant_name, p.product_type, p.team_id,
        coalesce(sp.outlet_id, ${IN_TRANSIT}) as place, sum(b.quantity)::text as quantity
      from stock_balances b
      join stock_places sp on sp.id = b.place_id
      join products p on p.id = b.product_id
      where b.quantity <> 0
      group by 1, 2, 3, 4, 5, 6
      order by p.name, p.variant_name, b.product_id`),
  ]);
  const rows = new Map<string, InventoryGrid['rows'][number]>();
  for (const row of balances.rows) {
    const entry = rows.get(row.product_id) ?? {
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      productType: row.product_type,
      teamId: row.team_id,
      unit: stockUnit(row.variant_name),
      quantities: {},
    };
    entry.quantities[row.place] = Number(row.quantity);
    rows.set(row.product_id, entry);
  }
  return {
    places: [
      ...outlets.rows.map((outlet) => ({ key: outlet.id, label: outlet.name })),
      { key: IN_TRANSIT, label: 'In transit' },
    ],
    rows: [...rows.values()],
  };
}
