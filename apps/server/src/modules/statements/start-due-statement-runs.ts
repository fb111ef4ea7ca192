import { businessDay, previousPeriod } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueStatementRun } from './start-statement-run.ts';

/** Who starts a run that nobody started by hand. */
export const SCHEDULE_STARTER = 'schedule';

/**
 * The daily tick (07:00 Asia/Kolkata): each enabled group whose day of the month it is gets a run
 * for the month before, unless the schedule already started one for that month (a tick repeated
 * after a restart sends nothing twice; the deliveries are once per customer and month anyway).
 */
export async function startDueStatementRuns(
  db: Database,
  options: { jobs: JobQueue; now?: Date },
): Promise<number[]> {
  const today = businessDay(options.now);
  const period = previousPeriod(today);
  const due = await db.execute<{ group_name: string }>(sql`
    select s.group_name from statement_schedules s
    where s.enabled and s.day_of_month = ${Number(today.slice(8, 10))}
      and not exists (
        select 1 from statement_runs r
        where r.group_name = s.group_name and r.period = ${period} and r.started_by = ${SCHEDULE_STARTER}
      )
    order by s.group_name`);
  const started: number[] = [];
  for (const { group_name: groupName } of due.rows) {
    const runId = await db.transaction((tx) =>
      queueStatementRun(tx, { groupName, period, startedBy: SCHEDULE_STARTER, jobs: options.jobs }),
    );
    if (runId !== null) started.push(runId);
  }
  return started;
}
