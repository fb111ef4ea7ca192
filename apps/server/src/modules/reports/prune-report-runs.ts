import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * How long a background report's workbook is kept for download. A run is asked for, watched and
 * downloaded within minutes; a week covers a download put off, and the period can be run again.
 */
export const REPORT_RUN_KEPT_DAYS = 7;

/**
 * Deletes the runs that finished (done or failed) more than a week ago, workbook and all: a
 * scheduled job, so the database does not keep every workbook ever asked for. A run still queued
 * or running is left to finish.
 */
export async function pruneReportRuns(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    delete from report_runs
    where finished_at < now() - make_interval(days => ${REPORT_RUN_KEPT_DAYS})`);
  return result.rowCount ?? 0;
}
