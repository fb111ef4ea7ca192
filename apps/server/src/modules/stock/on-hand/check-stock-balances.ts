import type { BalanceDifference } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * Recomputes every balance from the ledger and lists where stock_balances disagrees (empty when all
 * is well). The trigger makes a difference impossible by construction; this is the proof, run by
 * the tests after random sequences of moves and every night by the stock-balance-check job.
 */
export async function checkStockBalances(db: DbOrTx): Promise<BalanceDifference[]> {
  const rows = await db.execute<{ place: string; product_id: string; ledger: string; balance: string }>(sql`
    with ledger as (
      select place_id, product_id, sum(delta) as quantity
      from (
        select to_place_id as place_id, product_id, quantity as delta from stock_moves where to_place_id is not null
        union all
        select from_place_id, product_id, -quantity from stock_moves where from_place_id is not null
      ) deltas
      group by place_id, product_id
    )
    select coalesce(p.outlet_id, 'trip ' || p.trip_id) as place,
      coalesce(l.product_id, b.product_id) as product_id,
      coalesce(l.quantity, 0)::text as ledger, coalesce(b.quantity, 0)::text as balance
    from ledger l
    full join stock_balances b on b.place_id = l.place_id and b.product_id = l.product_id
    join stock_places p on p.id = coalesce(l.place_id, b.place_id)
    where coalesce(l.quantity, 0) <> coalesce(b.quantity, 0)
    order by 1, 2`);
  return rows.rows.map((row) => ({
    place: row.place,
    productId: row.product_id,
    ledger: Number(row.ledger),
    balance: Number(row.balance),
  }));
}
