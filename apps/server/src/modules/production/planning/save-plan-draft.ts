import { businessDay, type PlanDraft, type SavePlanDraftRequest, type SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { planDrafts } from '../../../db/schema/index.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { assertKnownTeams } from '../log/check-references.ts';

/**
 * PUT /api/production/plan-drafts: replaces the signed-in user's draft for the team today with what
 * the planning page holds now (sent a moment after the last keystroke). One statement: the last
 * save wins, as the boxes on screen do.
 */
export async function savePlanDraft(
  db: DbOrTx,
  options: { request: SavePlanDraftRequest; user: SignedUser; now?: Date },
): Promise<PlanDraft> {
  const { teamId, plans } = options.request;
  assertTeamAccess(options.user, teamId, 'teamId');
  await assertKnownTeams(db, { teamIds: [teamId], path: () => 'teamId' });
  const day = businessDay(options.now);
  const [saved] = await db
    .insert(planDrafts)
    .values({ userId: options.user.id, teamId, businessDay: day, plans })
    .onConflictDoUpdate({
      target: [planDrafts.userId, planDrafts.teamId, planDrafts.businessDay],
      set: { plans, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: planDrafts.updatedAt });
  return { teamId, businessDay: day, plans, updatedAt: saved ? saved.updatedAt.toISOString() : null };
}
