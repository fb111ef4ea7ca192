import type { SignedUser } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { recalledResult } from '../../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { firstOutboxAttachment } from '../../notifications/outbox/get-outbox-attachment.ts';
import { CONFIRM_SCHEDULE_SCOPE } from './confirm-schedule.ts';
import { buildScheduleSheet } from './export-schedule.ts';
import { loadSchedule } from './schedule-record.ts';

/**
 * GET /api/production/schedules/:id/export.xlsx: the plan's sheet. A confirmed schedule answers
 * with the very file mailed to the admin (an xlsx built twice differs in its timestamps); an open
 * one with the sheet its confirm would mail.
 */
export async function getScheduleSheet(
  db: DbOrTx,
  options: { scheduleId: number; user: SignedUser },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const record = await loadSchedule(db, { scheduleId: options.scheduleId });
  assertTeamAccess(options.user, record.teamId, 'scheduleId');
  if (record.confirmedAt) {
    const mailId = await recalledResult(db, { scope: CONFIRM_SCHEDULE_SCOPE, key: String(record.id) });
    const mailed = mailId === null ? null : await firstOutboxAttachment(db, { messageId: mailId });
    if (mailed) return { fileName: mailed.filename, xlsx: mailed.content };
  }
  return buildScheduleSheet({
    kind: 'Production_Plan',
    day: record.businessDay,
    teamName: record.teamName,
    productionNumber: record.productionNumber,
    rows: record.rows,
  });
}
