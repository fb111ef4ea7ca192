import { lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { SessionPolicy } from './session-policy.ts';

/**
 * Deletes every session that has ended (idle too long or past its absolute expiry): a scheduled
 * job, so sessions of people who never come back do not pile up. Live sessions are untouched.
 */
export async function pruneSessions(db: DbOrTx, options: { policy: SessionPolicy }): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, sql`now()`),
        lte(sessions.lastSeenAt, sql`now() - make_interval(mins => ${options.policy.idleMinutes})`),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
