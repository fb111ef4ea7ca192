import {
  businessDay,
  type ConfirmScheduleResponse,
  describePackQuantity,
  formatBusinessDay,
  type MailStatus,
  type ScheduleRow,
  type SignedUser,
} from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { productionSchedules } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { recalledResult, rememberResult, runIdempotentBatch } from '../../../lib/idempotent-batch.ts';
import { XLSX_CONTENT_TYPE } from '../../../lib/xlsx.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { getMailStatus } from '../../notifications/mail/get-mail-status.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import { queueMail } from '../../notifications/mail/queue-mail.ts';
import { insertProductionEntries } from '../log/insert-production-entries.ts';
import { buildScheduleSheet } from './export-schedule.ts';
import { loadSchedule, toSchedule } from './schedule-record.ts';

export const CONFIRM_SCHEDULE_SCOPE = 'schedule-confirm';

/**
 * POST /api/production/schedules/:id/confirm (the confirm screen's Submit). In one transaction:
 * the schedule's production entries ('ready-for-production', batch = its batch id and production
 * number), the schedule marked confirmed, and the plan's sheet written to the outbox with its
 * delivery job. A worker sends it after the commit, retrying with backoff, so a slow or failing
 * mail server never undoes or blocks the plan.
 *
 * The schedule row is locked first, so a second confirm (a double click, a retry, another device)
 * waits for the first and then finds it confirmed: it writes nothing, sends nothing, and answers
 * with the first one's mail.
 */
export async function confirmSchedule(options: {
  db: Database;
  settings: MailSettings;
  jobs: JobQueue;
  scheduleId: number;
  user: SignedUser;
  now?: Date;
}): Promise<ConfirmScheduleResponse> {
  const { db, user } = options;
  const confirmed = await db.transaction(async (tx) => {
    const record = await loadSchedule(tx, { scheduleId: options.scheduleId, forUpdate: true });
    assertTeamAccess(user, record.teamId, 'scheduleId');
    const key = String(record.id);
    if (record.confirmedAt) {
      return { record, ...(await confirmedMail(tx, key)), replayed: true };
    }

    const { result: mail } = await runIdempotentBatch(tx, {
      scope: CONFIRM_SCHEDULE_SCOPE,
      key,
      body: { scheduleId: record.id },
      write: async () => {
        await insertProductionEntries(
          tx,
          record.rows.map((row) => ({
            productId: row.product_id,
            name: row.name,
            variantName: row.variant_name,
            unit: row.unit,
            quantity: row.total_plan,
            userId: user.displayName,
            createdByUserId: user.id,
            folderId: 'ready-for-production',
            batchId: record.batchId,
            batchOrder: record.productionNumber,
            teamId: record.teamId,
            actReq: row.act_req,
            totalPlan: row.total_plan,
            calcWeight: row.calc_weight || null,
            scheduleId: record.id,
            businessDay: businessDay(options.now),
            requestKey: `schedule:${record.id}`,
          })),
        );
        const sheet = await buildScheduleSheet({
          kind: 'Production_Plan',
          day: record.businessDay,
          teamName: record.teamName,
          productionNumber: record.productionNumber,
          rows: record.rows,
        });
        const queued = await queueMail(tx, {
          to: options.settings.adminEmail,
          subject: planSubject(record),
          text: planText({ ...record, confirmedBy: user.displayName, fileName: sheet.fileName }),
          attachments: [{ filename: sheet.fileName, contentType: XLSX_CONTENT_TYPE, content: sheet.xlsx }],
          smtp: Boolean(options.settings.smtpUrl),
          jobs: options.jobs,
        });
        await rememberResult(tx, { scope: CONFIRM_SCHEDULE_SCOPE, key, ref: queued.id });
        return { mailId: queued.id, mailStatus: queued.status };
      },
      // Unreachable while the schedule is locked and unconfirmed; answer as a confirmed one would.
      replay: () => confirmedMail(tx, key),
    });

    const [updated] = await tx
      .update(productionSchedules)
      .set({ confirmedByUserId: user.id, confirmedByName: user.displayName, confirmedAt: sql`now()` })
      .where(eq(productionSchedules.id, record.id))
      .returning();
    return { record: updated ?? record, ...mail, replayed: false };
  });

  return {
    schedule: toSchedule(confirmed.record),
    mailId: confirmed.mailId,
    mailStatus: confirmed.mailStatus,
    replayed: confirmed.replayed,
  };
}

/** The mail an earlier confirm of this schedule queued, with its status now. */
async function confirmedMail(tx: Tx, key: string): Promise<{ mailId: number; mailStatus: MailStatus }> {
  const mailId = await recalledResult(tx, { scope: CONFIRM_SCHEDULE_SCOPE, key });
  if (mailId === null) throw new Error(`confirmed schedule ${key} has no mail`);
  return { mailId, mailStatus: await getMailStatus(tx, mailId) };
}

/** The message a confirmed schedule mails to the admin. */
export function planSubject(schedule: { productionNumber: number; businessDay: string; teamName: string }) {
  return `Production plan P${schedule.productionNumber} for ${formatBusinessDay(schedule.businessDay)} — ${schedule.teamName}`;
}

function planText(options: {
  productionNumber: number;
  businessDay: string;
  teamName: string;
  batchId: string;
  rows: readonly ScheduleRow[];
  confirmedBy: string;
  fileName: string;
}): string {
  const lines = options.rows.map(
    (row, i) =>
      `${i + 1}. ${row.name}${row.variant_name ? ` (${row.variant_name})` : ''}: ${describePackQuantity(row.total_plan, row.variant_name)}`,
  );
  return [
    `${planSubject(options)}, confirmed by ${options.confirmedBy}.`,
    `Batch ${options.batchId}, ${options.rows.length} product${options.rows.length === 1 ? '' : 's'}:`,
    '',
    ...lines,
    '',
    `The plan is attached as ${options.fileName}.`,
  ].join('\n');
}
