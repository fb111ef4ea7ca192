import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { signInKnownAddresses, signInThrottles } from '../../../db/schema/index.ts';

/**
 * How wrong sign-ins slow down, counted in a 15-minute window:
 * - per (address, account): the first five are free, then each waits twice as long as the one
 *   before (1 s, 2 s, 4 s … at most the window): a guesser slows to a crawl, while the same
 *   person from any other address signs in at once. No account is ever locked.
 * - per address: thirty wrong sign-ins, whatever the names, and the address waits out the
 *   window (429): one machine cannot try many accounts.
 */
export const SIGN_IN_THROTTLE = {
  windowMinutes: 15,
  freeFailuresPerAccount: 5,
  failuresPerAddress: 30,
} as const;

const addressKey = (address: string) => `ip:${address}`;
const accountKey = (address: string, username: string) => `account:${address}:${username}`;

export interface ThrottleState {
  /** Seconds until this address may try again at all, or 0. */
  addressBlockedFor: number;
  /** This address must wait before trying this account again (the answer looks like a wrong password). */
  accountDelayed: boolean;
  /**
   * Someone signed in from this address within KNOWN_ADDRESS_DAYS and it has no wrong sign-in in
   * the window: its sign-in goes ahead of a flood from new addresses.
   */
  goodRecord: boolean;
}

/** How long a good sign-in vouches for its address. */
export const KNOWN_ADDRESS_DAYS = 30;

/** Where an attempt stands before its password is checked: one indexed read. */
export async function readSignInThrottle(
  db: DbOrTx,
  options: { address: string; username: string },
): Promise<ThrottleState> {
  const ipKey = addressKey(options.address);
  const rows = await db
    .select({
      key: signInThrottles.key,
      seconds: sql<number>`CEIL(EXTRACT(EPOCH FROM (${signInThrottles.blockedUntil} - now())))::int`,
    })
    .from(signInThrottles)
    .where(
      and(
        inArray(signInThrottles.key, [ipKey, accountKey(options.address, options.username)]),
        gt(signInThrottles.blockedUntil, sql`now()`),
      ),
    );
  const window = sql`make_interval(mins => ${SIGN_IN_THROTTLE.windowMinutes})`;
  const [record] = await db
    .select({
      known: sql<boolean>`EXISTS (SELECT 1 FROM ${signInKnownAddresses}
        WHERE ${signInKnownAddresses.address} = ${options.address}
          AND ${signInKnownAddresses.lastSignedInAt} > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`,
      failed: sql<boolean>`EXISTS (SELECT 1 FROM ${signInThrottles}
        WHERE ${signInThrottles.key} = ${ipKey} AND ${signInThrottles.windowStartedAt} > now() - ${window})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    addressBlockedFor: rows.find((r) => r.key === ipKey)?.seconds ?? 0,
    accountDelayed: rows.some((r) => r.key !== ipKey),
    goodRecord: record?.known === true && record.failed !== true,
  };
}

/** Counts one wrong sign-in against the address and against (address, account). */
export async function recordSignInFailure(
  db: DbOrTx,
  options: { address: string; username: string },
): Promise<void> {
  const window = sql`make_interval(mins => ${SIGN_IN_THROTTLE.windowMinutes})`;
  const t = signInThrottles;
  // A window that has run out starts again at one. One statement per key, so parallel guesses all count.
  const count = (key: string, blockedUntil: (failures: ReturnType<typeof sql>) => ReturnType<typeof sql>) => {
    const failures = sql`CASE WHEN ${t.windowStartedAt} < now() - ${window} THEN 1 ELSE ${t.failures} + 1 END`;
    return db.execute(sql`
      INSERT INTO ${t} (key, failures, window_started_at, blocked_until)
      VALUES (${key}, 1, now(), ${blockedUntil(sql`1`)})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${failures},
        window_started_at = CASE WHEN ${t.windowStartedAt} < now() - ${window} THEN now() ELSE ${t.windowStartedAt} END,
        blocked_until = ${blockedUntil(failures)}`);
  };
  await count(
    accountKey(options.address, options.username),
    (failures) => sql`CASE WHEN ${failures} >= ${SIGN_IN_THROTTLE.freeFailuresPerAccount}
      THEN now() + make_interval(secs => LEAST(${SIGN_IN_THROTTLE.windowMinutes * 60},
        power(2, ${failures} - ${SIGN_IN_THROTTLE.freeFailuresPerAccount}))) END`,
  );
  await count(
    addressKey(options.address),
    (failures) => sql`CASE WHEN ${failures} >= ${SIGN_IN_THROTTLE.failuresPerAddress}
      THEN now() + ${window} END`,
  );
}

/**
 * The right password from this address: its delay for this account ends (the address count
 * stays), and the address has a good record for KNOWN_ADDRESS_DAYS.
 */
export async function clearSignInDelay(
  db: DbOrTx,
  options: { address: string; username: string },
): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(inArray(signInThrottles.key, [accountKey(options.address, options.username)]));
  await db
    .insert(signInKnownAddresses)
    .values({ address: options.address })
    .onConflictDoUpdate({ target: signInKnownAddresses.address, set: { lastSignedInAt: sql`now()` } });
}

/** Windows long over say nothing any more: a scheduled job deletes them. */
export async function pruneSignInThrottles(db: DbOrTx): Promise<number> {
  const pruned = await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.windowStartedAt, sql`now() - interval '1 day'`),
        sql`(${signInThrottles.blockedUntil} IS NULL OR ${signInThrottles.blockedUntil} < now())`,
      ),
    )
    .returning({ key: signInThrottles.key });
  const forgotten = await db
    .delete(signInKnownAddresses)
    .where(lt(signInKnownAddresses.lastSignedInAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`))
    .returning({ address: signInKnownAddresses.address });
  return pruned.length + forgotten.length;
}
