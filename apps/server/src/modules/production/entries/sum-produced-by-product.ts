import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** What every team logged as produced on a business day of these products, by product. */
export async function sumProducedByProduct(
  db: DbOrTx,
  options: { day: string; productIds: readonly string[] },
): Promise<Map<string, number>> {
  if (options.productIds.length === 0) return new Map();
  const result = await db.execute<{ product_id: string; quantity: number }>(sql`
    select product_id, sum(quantity)::float8 as quantity from production_entries
    where business_day = ${options.day}::date and folder_id = 'produced'
      and product_id in (select jsonb_array_elements_text(${JSON.stringify(options.productIds)}::jsonb))
    group by product_id`);
  return new Map(result.rows.map((row) => [row.product_id, row.quantity]));
}
