import type { Schedule } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productionSchedules } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

export const SCHEDULE_NOT_FOUND =
  'This production schedule does not exist (it may have been sent back to edit)';

type ScheduleRecord = typeof productionSchedules.$inferSelect;

export function toSchedule(record: ScheduleRecord): Schedule {
  return {
    id: record.id,
    teamId: record.teamId,
    teamName: record.teamName,
    businessDay: record.businessDay,
    productionNumber: record.productionNumber,
    batchId: record.batchId,
    rows: record.rows,
    savedBy: record.savedByName,
    savedAt: record.savedAt.toISOString(),
    confirmedBy: record.confirmedByName,
    confirmedAt: record.confirmedAt?.toISOString() ?? null,
  };
}

/** One schedule; `forUpdate` locks it, so a confirm and a Back to Edit of it take turns. */
export async function loadSchedule(
  db: DbOrTx,
  options: { scheduleId: number; forUpdate?: boolean },
): Promise<ScheduleRecord> {
  const query = db.select().from(productionSchedules).where(eq(productionSchedules.id, options.scheduleId));
  const [record] = options.forUpdate ? await query.for('update') : await query;
  if (!record) throw AppError.notFound(SCHEDULE_NOT_FOUND);
  return record;
}
