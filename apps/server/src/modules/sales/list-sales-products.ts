import type { SalesProduct } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';

/** The business's own products (those a team makes): what an outlet's till sells of ours. */
export async function listSalesProducts(db: DbOrTx): Promise<SalesProduct[]> {
  const result = await db.execute<{ id: string; name: string; variant_name: string }>(sql`
    select id, name, variant_name from products where team_id is not null
    order by name, variant_name, id`);
  return result.rows.map((row) => ({
    productId: row.id,
    productName: row.name,
    variantName: row.variant_name,
    unit: stockUnit(row.variant_name),
  }));
}
