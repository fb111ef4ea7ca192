import type { ReportRun, SignedUser } from '@kadai/contract';
import { REPORT_MESSAGES } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

type RunRow = {
  id: number;
  kind: ReportRun['kind'];
  status: ReportRun['status'];
  progress: number;
  file_name: string;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  user_id: number;
};

/** A run as its page polls it; only who started it (or an admin) may see it. */
export async function getReportRun(
  db: DbOrTx,
  options: { runId: number; user: SignedUser },
): Promise<ReportRun> {
  const result = await db.execute<RunRow>(sql`
    select id, kind, status, progress, file_name, error, created_at, finished_at, user_id
    from report_runs where id = ${options.runId}`);
  const row = result.rows[0];
  if (!row || (row.user_id !== options.user.id && options.user.role !== 'admin')) {
    throw AppError.notFound(`No report run ${options.runId}`);
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    fileName: row.file_name,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

/** The finished workbook of a run; 409 while it is still being prepared. */
export async function downloadReportRun(
  db: DbOrTx,
  options: { runId: number; user: SignedUser },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const run = await getReportRun(db, options);
  const result = await db.execute<{ xlsx: Buffer | null }>(
    sql`select xlsx from report_runs where id = ${options.runId}`,
  );
  const xlsx = result.rows[0]?.xlsx;
  if (run.status !== 'done' || !xlsx) throw new AppError('conflict', REPORT_MESSAGES.runNotReady);
  return { fileName: run.fileName, xlsx };
}
