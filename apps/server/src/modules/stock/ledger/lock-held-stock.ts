import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * What a place holds of each product, its balance rows locked until the caller's transaction ends:
 * a dispatch or another destruction of the same stock waits for the caller, which takes out no
 * more than this. Products the place never held are missing (none on hand).
 */
export async function lockHeldStock(
  tx: Tx,
  options: { placeId: number; productIds: readonly string[] },
): Promise<Map<string, number>> {
  const held = await tx.execute<{ product_id: string; quantity: string }>(sql`
    select product_id, quantity::text from stock_balances
    where place_id = ${options.placeId}
      and product_id in (select jsonb_array_elements_text(${JSON.stringify(options.productIds)}::jsonb))
    order by product_id
    for update`);
  return new Map(held.rows.map((row) => [row.product_id, Number(row.quantity)]));
}
