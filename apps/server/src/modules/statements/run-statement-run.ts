import { describeBalance, formatPaise, periodDays } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { loggableError } from '../../lib/database-errors.ts';
import { queueMail } from '../notifications/mail/queue-mail.ts';
import { listGroupCustomers } from '../receivables/customers/list-group-customers.ts';
import { getPeriodStatement } from '../receivables/documents/get-period-statement.ts';
import { renderStatementPdf } from '../receivables/documents/render-statement-pdf.ts';

export const SKIP_REASONS = {
  noEmail: 'No e-mail address',
  nothingToState: 'No entries in the month and nothing owed',
  alreadySent: (runId: number) => `Already sent in run ${runId}`,
} as const;

/**
 * Sends one run's statements: every customer of the group, in order, each in a transaction of its
 * own that writes the mail (statement PDF attached) and the delivery together. A customer already
 * sent this month's statement (by this run before a crash, or another run) is skipped and says so;
 * the unique index over (customer, month) holds it even when two runs race. When something fails
 * the run is marked failed with the reason, and what it sent so far stays recorded.
 */
export async function runStatementRun(
  db: Database,
  options: { runId: number; jobs: JobQueue; smtp: boolean; sellerEmail?: string },
): Promise<'done' | 'failed' | 'not-run'> {
  const claimed = await db.execute<{ group_name: string; period: string }>(sql`
    update statement_runs set status = 'running'
    where id = ${options.runId} and status in ('queued', 'running')
    returning group_name, period`);
  const run = claimed.rows[0];
  if (!run) return 'not-run'; // done or failed already: a repeated job does nothing
  const { start, end } = periodDays(run.period);
  try {
    // The group's customers this run has not yet sent to or skipped (a repeated job goes on from there).
    const done = await db.execute<{ customer_id: number }>(
      sql`select customer_id from statement_deliveries where run_id = ${options.runId}`,
    );
    const handled = new Set(done.rows.map((row) => row.customer_id));
    const customers = (await listGroupCustomers(db, run.group_name)).filter((c) => !handled.has(c.id));
    for (const customer of customers) {
      await db
        .transaction(async (tx) => {
          const skip = (reason: string) =>
            tx.execute(sql`
            insert into statement_deliveries (run_id, customer_id, period, status, reason)
            values (${options.runId}, ${customer.id}, ${run.period}, 'skipped', ${reason})`);
          const earlier = await tx.execute<{ run_id: number }>(sql`
          select run_id from statement_deliveries
          where customer_id = ${customer.id} and period = ${run.period} and status = 'sent'`);
          const earlierRun = earlier.rows[0]?.run_id;
          if (earlierRun !== undefined) return void (await skip(SKIP_REASONS.alreadySent(earlierRun)));
          if (!customer.email) return void (await skip(SKIP_REASONS.noEmail));
          const statement = await getPeriodStatement(tx, { customerId: customer.id, start, end });
          if (statement.entries.length === 0 && statement.closingBalancePaise === 0) {
            return void (await skip(SKIP_REASONS.nothingToState));
          }
          const pdf = await renderStatementPdf(statement);
          const mail = await queueMail(tx, {
            to: customer.email,
            subject: `Statement of account for ${run.period} — ${customer.name}`,
            text: [
              `Dear ${customer.name},`,
              '',
              `Please find attached your statement of account for ${start} to ${end}.`,
              `Opening balance: ${describeBalance(statement.openingBalancePaise, formatPaise)}`,
              `Closing balance: ${describeBalance(statement.closingBalancePaise, formatPaise)}`,
              '',
              'If anything in it does not match your records, please reply to this mail.',
            ].join('\n'),
            attachments: [
              {
                filename: `Statement_${run.period}_${customer.id}.pdf`,
                contentType: 'application/pdf',
                content: pdf,
              },
            ],
            smtp: options.smtp,
            jobs: options.jobs,
          });
          // Two runs of one month at once: the loser's insert does nothing, and its mail is rolled back.
          const sent = await tx.execute(sql`
          insert into statement_deliveries (run_id, customer_id, period, status, mail_message_id)
          values (${options.runId}, ${customer.id}, ${run.period}, 'sent', ${mail.id})
          on conflict (customer_id, period) where status = 'sent' do nothing
          returning id`);
          if (sent.rows.length === 0) throw new RaceLost();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RaceLost)) throw error;
          return skip(db, options.runId, customer.id, run.period);
        });
    }
    await db.execute(
      sql`update statement_runs set status = 'done', finished_at = now() where id = ${options.runId}`,
    );
    return 'done';
  } catch (error) {
    // The driver's own words (never drizzle's message, which quotes the statement's parameters).
    const failure = loggableError(error);
    const reason = typeof failure.driverMessage === 'string' ? failure.driverMessage : failure.message;
    await db.execute(sql`
      update statement_runs set status = 'failed', error = ${reason.slice(0, 500)}, finished_at = now()
      where id = ${options.runId}`);
    return 'failed';
  }
}

class RaceLost extends Error {}

/** After a lost race: another run sent this customer's statement a moment ago. */
async function skip(db: Database, runId: number, customerId: number, period: string) {
  const winner = await db.execute<{ run_id: number }>(sql`
    select run_id from statement_deliveries where customer_id = ${customerId} and period = ${period} and status = 'sent'`);
  await db.execute(sql`
    insert into statement_deliveries (run_id, customer_id, period, status, reason)
    values (${runId}, ${customerId}, ${period}, 'skipped', ${SKIP_REASONS.alreadySent(winner.rows[0]?.run_id ?? 0)})`);
}
