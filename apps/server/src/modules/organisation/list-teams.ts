import type { Team } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';

export async function listTeams(db: DbOrTx): Promise<Team[]> {
  return db
    .select({ id: teams.id, name: teams.name, colour: teams.colour })
    .from(teams)
    .orderBy(asc(teams.order), asc(teams.id));
}
