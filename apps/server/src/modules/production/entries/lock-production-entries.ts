import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/** A production entry as what is packed from it is checked against it. */
export type LockedProductionEntry = {
  id: number;
  team_id: string;
  folder_id: string;
  business_day: string;
  product_id: string;
  label: string;
  /** Numeric as text, compared in thousandths: no float arithmetic on quantities. */
  produced: string;
};

/**
 * Production entries by id, their rows locked until the caller's transaction ends, in id order as
 * every packing post takes them: two posts never wait on each other in a circle.
 */
export async function lockProductionEntries(
  tx: Tx,
  ids: readonly number[],
): Promise<LockedProductionEntry[]> {
  const found = await tx.execute<LockedProductionEntry>(sql`
    with locked as (
      select id, team_id, folder_id, business_day::text as business_day, product_id, quantity
      from production_entries where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id for update
    )
    select l.id::float8 as id, l.team_id, l.folder_id, l.business_day, l.product_id,
      trim(p.name || ' ' || p.variant_name) as label, l.quantity::text as produced
    from locked l join products p on p.id = l.product_id`);
  return found.rows;
}
