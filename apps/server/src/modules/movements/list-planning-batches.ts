import { PLANNING_FOLDERS } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The planning batches (P1, P2 …) a team's plan for an outlet on a business day came in, in order. */
export async function listPlanningBatches(
  db: DbOrTx,
  options: { teamId: string; outletId: string; day: string },
): Promise<string[]> {
  const batches = await db.execute<{ batch_id: string }>(sql`
    select distinct batch_id from product_movements
    where business_day = ${options.day}::date and team_id = ${options.teamId}
      and folder_id = ${PLANNING_FOLDERS.perOutlet} and receiver_outlet_id = ${options.outletId}
    order by batch_id`);
  return batches.rows.map((row) => row.batch_id);
}
