import type { SignedUser } from '@kadai/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import type { SessionPolicy } from './session-policy.ts';
import { hashSessionToken } from './session-token.ts';

export const signedUserColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  teamId: users.teamId,
  outletId: users.outletId,
  storeId: users.storeId,
};

/**
 * The user a session token belongs to, or null when the token is unknown, idle too long, past
 * its absolute expiry, or its user is disabled. Expired sessions are deleted on sight.
 */
export async function findSessionUser(
  db: Database,
  options: { token: string; policy: SessionPolicy },
): Promise<SignedUser | null> {
  const tokenHash = hashSessionToken(options.token);
  const idle = sql`now() - make_interval(mins => ${options.policy.idleMinutes})`;
  const [row] = await db
    .select({
      ...signedUserColumns,
      live: sql<boolean>`${sessions.expiresAt} > now() AND ${sessions.lastSeenAt} > ${idle}`,
      // Touching last_seen_at on every request would be a write per request; once a minute is enough.
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const { live, stale, ...user } = row;
  if (!live) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (stale)
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  return user;
}
