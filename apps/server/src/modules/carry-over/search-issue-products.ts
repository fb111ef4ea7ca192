import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';

/** Products whose name, variant or id holds the search (any source: materials are bought in), up to 30. */
export async function searchIssueProducts(db: DbOrTx, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute<{ id: string; name: string; variant_name: string }>(sql`
    select id, name, variant_name from products
    where name ilike ${pattern} or variant_name ilike ${pattern} or id ilike ${pattern}
    order by name, variant_name, id limit 30`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    variantName: row.variant_name,
    unit: stockUnit(row.variant_name),
  }));
}
