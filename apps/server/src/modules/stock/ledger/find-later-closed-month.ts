import { firstDayOfMonth } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The latest closed month (YYYY-MM) after `month`, if any: an earlier month can no longer be carried. */
export async function findLaterClosedMonth(db: DbOrTx, month: string): Promise<string | null> {
  const later = await db.execute<{ month: string }>(sql`
    select to_char(max(month), 'YYYY-MM') as month from closed_months where month > ${firstDayOfMonth(month)}::date`);
  return later.rows[0]?.month ?? null;
}
