import { businessDay, STATEMENT_MESSAGES, type StatementRun } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { type JobQueue, QUEUES } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { countCustomersByGroup } from '../receivables/customers/count-customers-by-group.ts';
import { getStatementRun } from './get-statement-run.ts';

/**
 * Queues a run of a group's statements for a month and its job, in one transaction: the run exists
 * exactly when its job does. Answers null when a run for the group and month is already queued or
 * under way (one at a time; the unique index decides a race).
 */
export async function queueStatementRun(
  tx: DbOrTx,
  options: { groupName: string; period: string; startedBy: string; jobs: JobQueue },
): Promise<number | null> {
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into statement_runs (group_name, period, started_by, status)
    values (${options.groupName}, ${options.period}, ${options.startedBy}, 'queued')
    on conflict (group_name, period) where status in ('queued', 'running') do nothing
    returning id`);
  const runId = inserted.rows[0]?.id;
  if (runId === undefined) return null;
  await options.jobs.enqueue(tx, QUEUES.runStatements, { runId });
  return runId;
}

/** A person starts a group's statements for a month that has ended (the worker sends them). */
export async function startStatementRun(
  db: Database,
  options: {
    request: { groupName: string; period: string };
    user: { displayName: string };
    jobs: JobQueue;
    now?: Date;
  },
): Promise<StatementRun> {
  const { request } = options;
  if (request.period >= businessDay(options.now).slice(0, 7)) {
    throw AppError.validation([{ path: 'period', message: STATEMENT_MESSAGES.periodNotOver }]);
  }
  const [known] = await countCustomersByGroup(db, { groupName: request.groupName });
  if ((known?.customers ?? 0) === 0) {
    throw AppError.validation([
      { path: 'groupName', message: `Group: no customer is in "${request.groupName}"` },
    ]);
  }
  const runId = await db.transaction((tx) =>
    queueStatementRun(tx, { ...request, startedBy: options.user.displayName, jobs: options.jobs }),
  );
  if (runId === null) throw new AppError('conflict', STATEMENT_MESSAGES.runActive);
  const { deliveries: _, ...run } = await getStatementRun(db, runId);
  return run;
}
