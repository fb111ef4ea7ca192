import type { StatementRun, StatementRunDetail } from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOutboxStates } from '../notifications/outbox/list-outbox-states.ts';
import { listCustomerContacts } from '../receivables/customers/list-customer-contacts.ts';

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
    status: 'sent' | 'skipped';
    reason: string | null;
    mail_message_id: number | null;
  }>(sql`
    select d.customer_id, d.status, d.reason, d.mail_message_id
    from statement_deliveries d
    where d.run_id = ${runId}
    order by d.id`);
  // Names and addresses are receivables', the mails' states the outbox's; listed by customer name.
  const customers = await listCustomerContacts(
    db,
    deliveries.rows.map((row) => row.customer_id),
  );
  const { mail } = await listOutboxStates(db, {
    mailIds: deliveries.rows.flatMap((row) => (row.mail_message_id === null ? [] : [row.mail_message_id])),
  });
  return {
    ...run,
    deliveries: customers.flatMap((customer) =>
      deliveries.rows
        .filter((row) => row.customer_id === customer.id)
        .map((row) => {
          const message = row.mail_message_id === null ? undefined : mail.get(row.mail_message_id);
          return {
            customerId: row.customer_id,
            customerName: customer.name,
            status: row.status,
            reason: row.reason,
            email: message?.to ?? customer.email,
            mailId: message?.id ?? null,
            mailStatus: message?.status ?? null,
            mailError: message?.error ?? null,
          };
        }),
    ),
  };
}
