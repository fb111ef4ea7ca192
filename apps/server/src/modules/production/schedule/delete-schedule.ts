import type { SignedUser } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { productionSchedules } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { forgetResult } from '../../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { SAVE_SCHEDULE_SCOPE } from './save-schedule.ts';
import { loadSchedule } from './schedule-record.ts';

export const SCHEDULE_CONFIRMED = 'This production schedule is confirmed: it can no longer go back to edit';

/**
 * DELETE /api/production/schedules/:id, Back to Edit: the open schedule is cleared and its
 * products return to the schedule screen. A confirmed one has written its production entries
 * and mailed its plan, so it stays. Its save key is freed too: submitting the same schedule again
 * makes a new one rather than replaying the cleared one.
 */
export async function deleteSchedule(
  db: Database,
  options: { scheduleId: number; user: SignedUser },
): Promise<void> {
  await db.transaction(async (tx) => {
    const schedule = await loadSchedule(tx, { scheduleId: options.scheduleId, forUpdate: true });
    assertTeamAccess(options.user, schedule.teamId, 'scheduleId');
    if (schedule.confirmedAt) throw new AppError('conflict', SCHEDULE_CONFIRMED);
    await forgetResult(tx, { scope: SAVE_SCHEDULE_SCOPE, ref: schedule.id });
    await tx.delete(productionSchedules).where(eq(productionSchedules.id, schedule.id));
  });
}
