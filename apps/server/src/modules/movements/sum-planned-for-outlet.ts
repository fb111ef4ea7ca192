import { PLANNING_FOLDERS } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What every team's planning sent one outlet (the per-outlet folder) on a business day, by product. */
export async function sumPlannedForOutlet(
  db: DbOrTx,
  options: { outletId: string; day: string },
): Promise<Map<string, number>> {
  const result = await db.execute<{ product_id: string; quantity: number }>(sql`
    select product_id, sum(quantity_sent)::float8 as quantity from product_movements
    where business_day = ${options.day}::date and folder_id = ${PLANNING_FOLDERS.perOutlet}
      and receiver_outlet_id = ${options.outletId}
    group by product_id`);
  return new Map(result.rows.map((row) => [row.product_id, row.quantity]));
}
