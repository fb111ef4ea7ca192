import type { SignedUser } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dispatches } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';

/** Delete Dispatch: only a saved one; once confirmed its stock is on the road and the ledger says so. */
export async function deleteDispatch(db: Database, options: { id: number; user: SignedUser }): Promise<void> {
  await db.transaction(async (tx) => {
    const [dispatch] = await tx
      .select({ teamId: dispatches.teamId, state: dispatches.state, order: dispatches.dispatchOrder })
      .from(dispatches)
      .where(eq(dispatches.id, options.id))
      .for('update');
    if (!dispatch) throw AppError.notFound('This dispatch does not exist (any more)');
    assertTeamAccess(options.user, dispatch.teamId);
    if (dispatch.state !== 'saved') {
      throw new AppError('conflict', `D${dispatch.order} has been dispatched already and cannot be deleted`);
    }
    await tx.delete(dispatches).where(eq(dispatches.id, options.id));
  });
}
