import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * What the day's sent dispatches carried to an outlet, by product: dispatched, and received of it
 * so far (lines not yet received count nothing).
 */
export async function sumDispatchedToOutlet(
  db: DbOrTx,
  options: { outletId: string; day: string },
): Promise<Map<string, { dispatched: number; received: number }>> {
  const result = await db.execute<{ product_id: string; dispatched: number; received: number }>(sql`
    select l.product_id, sum(l.quantity_sent)::float8 as dispatched,
      coalesce(sum(l.quantity_received) filter (where l.received_at is not null), 0)::float8 as received
    from dispatches d join dispatch_lines l on l.dispatch_id = d.id
    where d.kind = 'dispatch' and d.state <> 'saved' and d.outlet_id = ${options.outletId}
      and d.business_day = ${options.day}::date
    group by l.product_id`);
  return new Map(result.rows.map(({ product_id, ...sums }) => [product_id, sums]));
}
