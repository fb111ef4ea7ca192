import {
  businessDay,
  formatBusinessDay,
  type SaveScheduleRequest,
  type Schedule,
  type SignedUser,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { productionSchedules } from '../../../db/schema/index.ts';
import {
  batchRequestKey,
  lockTeamDay,
  recalledResult,
  rememberResult,
  runIdempotentBatch,
} from '../../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { assertKnownProducts, assertKnownTeams } from '../log/check-references.ts';
import { loadSchedule, toSchedule } from './schedule-record.ts';

export const SAVE_SCHEDULE_SCOPE = 'schedule';

/**
 * POST /api/production/schedules: the schedule screen's Submit keeps the day's schedule on the
 * server (the older system kept it in one browser). The team's schedules of a day are numbered
 * P1, P2 …; the number is taken under a (team, day) lock so two saves at once cannot share one.
 * Safe to retry: the same Idempotency-Key (or, without one, the same body on the same day)
 * answers with the schedule the first save made.
 */
export async function saveSchedule(
  db: Database,
  options: { input: SaveScheduleRequest; user: SignedUser; idempotencyKey: string | undefined; now?: Date },
): Promise<{ schedule: Schedule; replayed: boolean }> {
  const { input, user } = options;
  assertTeamAccess(user, input.teamId, 'teamId');
  const day = businessDay(options.now);
  const key = batchRequestKey({ header: options.idempotencyKey, userId: user.id });
  return db.transaction(async (tx) => {
    await assertKnownTeams(tx, { teamIds: [input.teamId], path: () => 'teamId' });
    await assertKnownProducts(tx, {
      productIds: input.rows.map((row) => row.product_id),
      path: (i) => `rows.${i}.product_id`,
      teamId: input.teamId,
    });
    const { result, replayed } = await runIdempotentBatch(tx, {
      scope: SAVE_SCHEDULE_SCOPE,
      key,
      body: input,
      write: async () => {
        await lockTeamDay(tx, { scope: 'production-schedule', teamId: input.teamId, day });
        const [last] = await tx
          .select({ max: sql<number | null>`max(${productionSchedules.productionNumber})` })
          .from(productionSchedules)
          .where(and(eq(productionSchedules.teamId, input.teamId), eq(productionSchedules.businessDay, day)));
        const productionNumber = (last?.max ?? 0) + 1;
        const [record] = await tx
          .insert(productionSchedules)
          .values({
            teamId: input.teamId,
            teamName: input.teamName,
            businessDay: day,
            productionNumber,
            batchId: `${formatBusinessDay(day)}_${input.teamName}_P${productionNumber}`,
            rows: input.rows,
            savedByUserId: user.id,
            savedByName: user.displayName,
          })
          .returning();
        if (!record) throw new Error('production_schedules insert returned no row');
        await rememberResult(tx, { scope: SAVE_SCHEDULE_SCOPE, key, ref: record.id });
        return record;
      },
      replay: async () => {
        const scheduleId = await recalledResult(tx, { scope: SAVE_SCHEDULE_SCOPE, key });
        if (scheduleId === null) throw new Error(`schedule key ${key} has no schedule`);
        return loadSchedule(tx, { scheduleId });
      },
    });
    return { schedule: toSchedule(result), replayed };
  });
}
