import type { StatementRun, StatementRunDetail } from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

type RunRow = {
  id: number;
  group_name: string;
  period: string;
  started_by: string;
  status: StatementRun['status'];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  sent: number;
  skipped: number;
};

/** Runs with their counts, newest first (or the one asked for). */
export async function listStatementRuns(db: DbOrTx, options: { runId?: number; limit?: number } = {}) {
  const where: SQL = options.runId === undefined ? sql`` : sql`where r.id = ${options.runId}`;
  const result = await db.execute<RunRow>(sql`
    select r.id, r.group_name, r.period, r.started_by, r.status, r.error, r.created_at, r.finished_at,
      count(d.id) filter (where d.status = 'sent')::int as sent,
      count(d.id) filter (where d.status = 'skipped')::int as skipped
    from statement_runs r left join statement_deliveries d on d.run_id = r.id
    ${where}
    group by r.id
    order by r.id desc
    limit ${options.limit ?? 50}`);
  return result.rows.map(
    (row): StatementRun => ({
      id: row.id,
      groupName: row.group_name,
      period: row.period,
      startedBy: row.started_by,
      status: row.status,
      error: row.error,
      createdAt: new Date(row.created_at).toISOString(),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
      sent: row.sent,
      skipped: row.skipped,
    }),
  );
}

/** One run: who was sent what, each mail with its state in the outbox (queued, sent, failed and why). */
export async function getStatementRun(db: DbOrTx, runId: number): Promise<StatementRunDetail> {
  const [run] = await listStatementRuns(db, { runId });
  if (!run) throw AppError.notFound(`No statement run ${runId}`);
  const deliveries = await db.execute<{
    customer_id: number;
    name: string;
    status: 'sent' | 'skipped';
    reason: string | null;
    email: string | null;
    mail_id: number | null;
    mail_status: StatementRunDetail['deliveries'][number]['mailStatus'];
    mail_error: string | null;
  }>(sql`
    select d.customer_id, c.name, d.status, d.reason, coalesce(m.to_address, c.email) as email,
      m.id as mail_id, m.status as mail_status, m.error as mail_error
    from statement_deliveries d
    join customers c on c.id = d.customer_id
    left join mail_messages m on m.id = d.mail_message_id
    where d.run_id = ${runId}
    order by lower(c.name), c.id`);
  return {
    ...run,
    deliveries: deliveries.rows.map((row) => ({
      customerId: row.customer_id,
      customerName: row.name,
      status: row.status,
      reason: row.reason,
      email: row.email,
      mailId: row.mail_id,
      mailStatus: row.mail_status,
      mailError: row.mail_error,
    })),
  };
}
