import { firstDayOfMonth } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** Who closed a month (YYYY-MM) and when, or null while it is open. */
export async function getClosedMonth(
  db: DbOrTx,
  month: string,
): Promise<{ closedByName: string; closedAt: string } | null> {
  const closedRows = await db.execute<{ closed_by_name: string; closed_at: Date | string }>(sql`
    select closed_by_name, closed_at from closed_months where month = ${firstDayOfMonth(month)}::date`);
  const closedRow = closedRows.rows[0];
  return closedRow
    ? { closedByName: closedRow.closed_by_name, closedAt: new Date(closedRow.closed_at).toISOString() }
    : null;
}
