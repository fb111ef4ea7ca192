import { LOGIN_MESSAGES, type SignedUser } from '@kadai/contract';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { signedUserColumns } from './find-session-user.ts';
import { hashForUnknownUser, verifyPassword } from './password.ts';
import type { SessionPolicy } from './session-policy.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';
import { clearSignInDelay, readSignInThrottle, recordSignInFailure } from './sign-in-throttle.ts';

const refused = () => new AppError('unauthorised', LOGIN_MESSAGES.wrongCredentials);

/**
 * Checks a username and password and opens a session. Every refusal looks the same from outside
 * (401, 'Please enter valid credentials', one password hash's time): a wrong password, an unknown
 * name, a disabled user and an address that must wait are indistinguishable, so names cannot be
 * listed. Wrong attempts slow down the address that made them (sign-in-throttle.ts), never the
 * account; an address that has tried too many is refused with 429 before any hash is computed.
 */
export async function signIn(
  db: Database,
  options: {
    username: string;
    password: string;
    address: string;
    policy: SessionPolicy;
    log: FastifyBaseLogger;
  },
): Promise<{ token: string; user: SignedUser }> {
  const username = options.username.trim().toLowerCase();
  const who = { address: options.address, username };
  const throttle = await readSignInThrottle(db, who);
  if (throttle.addressBlockedFor > 0) {
    options.log.warn({ username, address: options.address }, 'sign-in refused: address throttled');
    throw AppError.rateLimited(LOGIN_MESSAGES.wrongCredentials, throttle.addressBlockedFor);
  }
  const [row] = await db
    .select({
      ...signedUserColumns,
      passwordHash: users.passwordHash,
      disabled: sql<boolean>`${users.disabledAt} IS NOT NULL`,
    })
    .from(users)
    .where(eq(users.username, username));

  // Exactly one hash on every path, so the time does not tell the cases apart either.
  const checkAgainst = row && !throttle.accountDelayed ? row.passwordHash : await hashForUnknownUser();
  const ok =
    (await verifyPassword(options.password, checkAgainst, { priority: throttle.goodRecord })) &&
    row !== undefined &&
    !throttle.accountDelayed;
  if (!ok || !row || row.disabled) {
    const reason = !row
      ? 'unknown username'
      : throttle.accountDelayed
        ? 'too many wrong passwords from this address'
        : row.disabled && ok
          ? 'user disabled'
          : 'wrong password';
    if (!ok) await recordSignInFailure(db, who);
    options.log.warn({ username, address: options.address }, `sign-in refused: ${reason}`);
    throw refused();
  }
  await clearSignInDelay(db, who);

  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, row.id));
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
  const { passwordHash: _hash, disabled: _disabled, ...user } = row;
  return { token, user };
}
