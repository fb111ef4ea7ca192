import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * What the ledger counts as sold at a place on a business day, by product: its 'sold' moves out
 * less those back in (a correction), as exact decimals in text.
 */
export async function sumSoldMoves(
  tx: Tx,
  options: { placeId: number; day: string },
): Promise<Map<string, string>> {
  const { placeId: place, day } = options;
  const ledger = await tx.execute<{ product_id: string; sold: string }>(sql`
    select product_id,
      sum(case when from_place_id = ${place} then quantity else -quantity end)::text as sold
    from stock_moves
    where reason = 'sold' and business_day = ${day}::date
      and (from_place_id = ${place} or to_place_id = ${place})
    group by product_id`);
  return new Map(ledger.rows.map((row) => [row.product_id, row.sold]));
}
