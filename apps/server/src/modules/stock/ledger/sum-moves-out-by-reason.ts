import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { StockMoveReason } from './post-stock-moves.ts';

/**
 * What left a place for one reason on one business day, by product: its moves out less its moves
 * back in. A day's sales are posted as the difference between what is sold now and this.
 */
export async function sumMovesOutByReason(
  db: DbOrTx,
  options: { placeId: number; reason: StockMoveReason; day: string },
): Promise<Map<string, number>> {
  const result = await db.execute<{ product_id: string; quantity: string }>(sql`
    select product_id,
      sum(case when from_place_id = ${options.placeId} then quantity else -quantity end)::text as quantity
    from stock_moves
    where reason = ${options.reason} and business_day = ${options.day}::date
      and (from_place_id = ${options.placeId} or to_place_id = ${options.placeId})
    group by product_id`);
  return new Map(result.rows.map((row) => [row.product_id, Number(row.quantity)]));
}
