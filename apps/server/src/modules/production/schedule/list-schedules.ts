import { businessDay, type Schedule, type SignedUser } from '@kadai/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productionSchedules } from '../../../db/schema/index.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { assertKnownTeams } from '../log/check-references.ts';
import { toSchedule } from './schedule-record.ts';

/**
 * GET /api/production/schedules?teamId: the team's schedules of today (business day), open and
 * confirmed, by production number. The schedule screen leaves out the products they hold; the
 * confirm screen shows the open ones. Kept on the server, they are the same on every device.
 */
export async function listSchedules(
  db: DbOrTx,
  options: { teamId: string; user: SignedUser; now?: Date },
): Promise<Schedule[]> {
  assertTeamAccess(options.user, options.teamId, 'teamId');
  await assertKnownTeams(db, { teamIds: [options.teamId], path: () => 'teamId' });
  const records = await db
    .select()
    .from(productionSchedules)
    .where(
      and(
        eq(productionSchedules.teamId, options.teamId),
        eq(productionSchedules.businessDay, businessDay(options.now)),
      ),
    )
    .orderBy(asc(productionSchedules.productionNumber));
  return records.map(toSchedule);
}
