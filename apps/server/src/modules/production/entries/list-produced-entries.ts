import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** A production entry logged as produced: a product of a batch, with who logged it and when. */
export type ProducedEntry = {
  id: number;
  batch_id: string;
  batch_order: number;
  product_id: string;
  name: string;
  variant_name: string;
  /** Numeric as text: no float arithmetic on quantities. */
  produced: string;
  user_id: string;
  created_at: Date | string;
};

/** What a team logged as produced on a business day (none of nothing), in batch order. */
export async function listProducedEntries(
  db: DbOrTx,
  options: { teamId: string; day: string },
): Promise<ProducedEntry[]> {
  const entries = await db.execute<ProducedEntry>(sql`
    select e.id::float8 as id, e.batch_id, e.batch_order, e.product_id, p.name, p.variant_name,
      e.quantity::text as produced, e.user_id, e.created_at
    from production_entries e
    join products p on p.id = e.product_id
    where e.team_id = ${options.teamId} and e.business_day = ${options.day}::date
      and e.folder_id = 'produced' and e.quantity > 0
    order by e.batch_order, e.batch_id, p.name, p.variant_name, e.id`);
  return entries.rows;
}
