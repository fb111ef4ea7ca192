import { businessDay, type PlanDraft, type SignedUser } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { planDrafts } from '../../../db/schema/index.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { assertKnownTeams } from '../log/check-references.ts';

/**
 * GET /api/production/plan-drafts?teamId: what the signed-in user typed on /planning for the team
 * today (business day), to put back in the boxes after a sign-in; empty when nothing was typed.
 */
export async function getPlanDraft(
  db: DbOrTx,
  options: { teamId: string; user: SignedUser; now?: Date },
): Promise<PlanDraft> {
  assertTeamAccess(options.user, options.teamId, 'teamId');
  await assertKnownTeams(db, { teamIds: [options.teamId], path: () => 'teamId' });
  const day = businessDay(options.now);
  const [draft] = await db
    .select({ plans: planDrafts.plans, updatedAt: planDrafts.updatedAt })
    .from(planDrafts)
    .where(
      and(
        eq(planDrafts.userId, options.user.id),
        eq(planDrafts.teamId, options.teamId),
        eq(planDrafts.businessDay, day),
      ),
    );
  return {
    teamId: options.teamId,
    businessDay: day,
    plans: draft?.plans ?? {},
    updatedAt: draft ? draft.updatedAt.toISOString() : null,
  };
}
