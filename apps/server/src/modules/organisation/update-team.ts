import type { Team, UpdateTeamRequest } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Settings › Edit Teams. The id stays: it is what URLs, users and stock movements refer to. */
export async function updateTeam(
  db: Database,
  options: { teamId: string; changes: UpdateTeamRequest },
): Promise<Team> {
  const [team] = await db
    .update(teams)
    .set(options.changes)
    .where(eq(teams.id, options.teamId))
    .returning({ id: teams.id, name: teams.name, colour: teams.colour });
  if (!team) throw AppError.notFound(`No team "${options.teamId}"`);
  return team;
}
