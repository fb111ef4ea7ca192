import { type ReportRun, reportFileName, type SignedUser, type StartReportRunRequest } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type JobQueue, QUEUES } from '../../jobs/job-queue.ts';
import { getReportRun } from './get-report-run.ts';
import { scopeReportQuery } from './report-scope.ts';

/**
 * Queues a report over a long period and its job in one transaction: the run exists exactly when
 * its job does. The query is stored narrowed to the asker's scope, so the worker needs no user.
 */
export async function startReportRun(
  db: Database,
  options: { request: StartReportRunRequest; user: SignedUser; jobs: JobQueue },
): Promise<ReportRun> {
  const { request, user } = options;
  const query = scopeReportQuery(user, request.query);
  const runId = await db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into report_runs (kind, query, user_id, started_by, file_name)
      values (${request.kind}, ${JSON.stringify(query)}::jsonb, ${user.id}, ${user.displayName},
        ${reportFileName(request.kind, query.from, query.to)})
      returning id`);
    const id = (inserted.rows[0] as { id: number }).id;
    await options.jobs.enqueue(tx, QUEUES.runReport, { runId: id });
    return id;
  });
  return getReportRun(db, { runId, user });
}
