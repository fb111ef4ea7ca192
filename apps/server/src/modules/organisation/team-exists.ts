import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';

export async function teamExists(db: DbOrTx, teamId: string): Promise<boolean> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  return team !== undefined;
}
