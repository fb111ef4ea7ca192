import { LOGIN_MESSAGES, type SignedUser } from '@kadai/contract';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedUserColumns } from './find-session-user.ts';
import { hashForUnknownUser, verifyPassword } from './password.ts';
import { LOCK_MINUTES, MAX_FAILED_SIGN_INS, type SessionPolicy } from './session-policy.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

const wrongCredentials = () => new AppError('unauthorised', LOGIN_MESSAGES.wrongCredentials);

/**
 * Checks a username and password and opens a session. Wrong passwords are counted per user; the
 * fifth in a row locks the account for LOCK_MINUTES, and every failure is logged.
 */
export async function signIn(
  db: Database,
  options: { username: string; password: string; policy: SessionPolicy; log: FastifyBaseLogger },
): Promise<{ token: string; user: SignedUser }> {
  const username = options.username.trim().toLowerCase();
  const [row] = await db
    .select({
      ...signedUserColumns,
      passwordHash: users.passwordHash,
      disabled: sql<boolean>`${users.disabledAt} IS NOT NULL`,
      lockedFor: sql<number>`GREATEST(0, CEIL(EXTRACT(EPOCH FROM (${users.lockedUntil} - now())) / 60))::int`,
    })
    .from(users)
    .where(eq(users.username, username));

  if (!row) {
    await verifyPassword(options.password, await hashForUnknownUser());
    options.log.warn({ username }, 'sign-in failed: unknown username');
    throw wrongCredentials();
  }
  if (row.lockedFor > 0) {
    options.log.warn({ username }, 'sign-in refused: account locked');
    throw new AppError(
      'rate_limited',
      `Too many wrong passwords. This account is locked; try again in ${row.lockedFor} minute${row.lockedFor === 1 ? '' : 's'}.`,
    );
  }
  const ok = await verifyPassword(options.password, row.passwordHash);
  if (!ok) {
    // One statement, so parallel wrong guesses each count.
    const [counted] = await db
      .update(users)
      .set({
        failedLogins: sql`${users.failedLogins} + 1`,
        lockedUntil: sql`CASE WHEN ${users.failedLogins} + 1 >= ${MAX_FAILED_SIGN_INS}
          THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE ${users.lockedUntil} END`,
      })
      .where(eq(users.id, row.id))
      .returning({ failedLogins: users.failedLogins });
    const failures = counted?.failedLogins ?? 0;
    options.log.warn(
      { username, failures },
      failures >= MAX_FAILED_SIGN_INS ? 'sign-in failed: account locked' : 'sign-in failed: wrong password',
    );
    throw wrongCredentials();
  }
  if (row.disabled) {
    options.log.warn({ username }, 'sign-in refused: user disabled');
    throw wrongCredentials();
  }

  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: sql`now()` })
      .where(eq(users.id, row.id));
    // Sessions that ran out without being used again would otherwise stay forever.
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, row.id),
          or(
            lte(sessions.expiresAt, sql`now()`),
            lte(sessions.lastSeenAt, sql`now() - make_interval(mins => ${options.policy.idleMinutes})`),
          ),
        ),
      );
    await tx.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      userId: row.id,
      expiresAt: sql`now() + make_interval(hours => ${options.policy.maxHours})`,
    });
  });
  const { passwordHash: _hash, disabled: _disabled, lockedFor: _locked, ...user } = row;
  return { token, user };
}
