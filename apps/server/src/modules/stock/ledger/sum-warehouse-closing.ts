import { WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * What the ledger held in the warehouse of each product at the end of `day`: its moves in less its
 * moves out, up to and including that day. Products without a move are left out (they held 0).
 */
export async function sumWarehouseClosing(
  db: DbOrTx,
  options: { day: string; productIds: readonly string[] },
): Promise<Map<string, number>> {
  if (options.productIds.length === 0) return new Map();
  const result = await db.execute<{ product_id: string; quantity: string }>(sql`
    with place as (select id from stock_places where outlet_id = ${WAREHOUSE_OUTLET_ID})
    select m.product_id,
      sum(case when m.to_place_id = place.id then m.quantity else -m.quantity end)::text as quantity
    from stock_moves m cross join place
    where (m.to_place_id = place.id or m.from_place_id = place.id)
      and m.business_day <= ${options.day}::date
      and m.product_id = any(${`{${options.productIds.map((id) => JSON.stringify(id)).join(',')}}`}::text[])
    group by m.product_id`);
  return new Map(result.rows.map((row) => [row.product_id, Number(row.quantity)]));
}
