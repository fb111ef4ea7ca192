import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outlets, teams } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** A team or outlet named on a user must exist; say which field is wrong rather than fail on the foreign key. */
export async function checkUserScope(
  db: DbOrTx,
  scope: { teamId?: string | null | undefined; outletId?: string | null | undefined },
): Promise<void> {
  if (scope.teamId) {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, scope.teamId));
    if (!team) throw AppError.validation([{ path: 'teamId', message: `Team: no team "${scope.teamId}"` }]);
  }
  if (scope.outletId) {
    const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, scope.outletId));
    if (!outlet) {
      throw AppError.validation([{ path: 'outletId', message: `Outlet: no outlet "${scope.outletId}"` }]);
    }
  }
}
