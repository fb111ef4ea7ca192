import { PLANNING_FOLDERS } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What planning sent one outlet of one product on one business day, summed over its batches. */
export type PlannedPerOutlet = { day: string; outletId: string; productId: string; quantity: string };

/**
 * What a team's planning sent each outlet (its per-outlet folder) from one business day to
 * another, both included, by day, outlet and product; for one outlet when asked. The quantity is
 * the exact decimal, as text, so what a dispatch adds up against it loses nothing.
 */
export async function listPlannedPerOutlet(
  db: DbOrTx,
  options: { teamId: string; fromDay: string; toDay: string; outletId?: string },
): Promise<PlannedPerOutlet[]> {
  const result = await db.execute<{
    day: string;
    outlet_id: string;
    product_id: string;
    quantity: string;
  }>(sql`
    select to_char(business_day, 'YYYY-MM-DD') as day, receiver_outlet_id as outlet_id, product_id,
      sum(quantity_sent)::text as quantity
    from product_movements
    where team_id = ${options.teamId} and folder_id = ${PLANNING_FOLDERS.perOutlet}
      and business_day >= ${options.fromDay}::date and business_day <= ${options.toDay}::date
      ${options.outletId === undefined ? sql`` : sql`and receiver_outlet_id = ${options.outletId}`}
    group by 1, 2, 3`);
  return result.rows.map((row) => ({
    day: row.day,
    outletId: row.outlet_id,
    productId: row.product_id,
    quantity: row.quantity,
  }));
}
