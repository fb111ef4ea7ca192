import { formatBusinessDay, formatMonth, lastDayOfMonth } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';

/*
 * Closing a month and moving stock into it must not cross: every move writer holds this lock shared
 * while it checks and until it commits, and a carry-over holds it exclusively while it reads the
 * ledger's closing and closes the month. Shared holders never wait on each other. Taken before any
 * place lock (postStockMoves), in the same order by every writer.
 */
const CLOSED_MONTHS_LOCK = sql`hashtext('closed-months')`;

export async function lockClosedMonthsExclusive(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLOSED_MONTHS_LOCK})`);
}

/**
 * Refuses (409) stock moves dated on or before the end of the latest closed month (decision 018):
 * its closing is what the next month opened with, so neither it nor any month before may change.
 */
export async function assertMonthOpen(tx: Tx, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSED_MONTHS_LOCK})`);
  const closed = await tx.execute<{ month: string; closed_by_name: string }>(sql`
    select to_char(month, 'YYYY-MM') as month, closed_by_name from closed_months
    where month >= date_trunc('month', ${day}::date)::date
    order by month desc limit 1`);
  const row = closed.rows[0];
  if (!row) return;
  const lastDay = lastDayOfMonth(row.month);
  throw new AppError(
    'conflict',
    `Stock is closed up to ${formatBusinessDay(lastDay)} (${formatMonth(row.month)} carried over by ${row.closed_by_name}): nothing can move on ${formatBusinessDay(day)}`,
    [{ path: 'businessDay', message: `${formatBusinessDay(day)} is in a closed month` }],
  );
}
