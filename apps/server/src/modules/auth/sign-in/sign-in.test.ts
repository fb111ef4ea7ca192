import { LOGIN_MESSAGES } from '@kadai/contract';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInThrottles } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { basicAuth, createStaffUser, TEST_PASSWORD } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { updateUser } from '../users/update-user.ts';
import { DEFAULT_SESSION_POLICY } from './session-policy.ts';
import { hashSessionToken, SESSION_COOKIE } from './session-token.ts';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

function login(username: string, password: string, body?: string, address = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/dataapi/login',
    remoteAddress: address,
    headers: { authorization: basicAuth(username, password), 'content-type': 'application/json' },
    ...(body !== undefined && { payload: body }),
  });
}

function whoAmI(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/dataapi/api/common/is-signed-user', headers });
}

describe('POST /dataapi/login', () => {
  it('answers 200 with the token in the Authorization header and the display name in the body', async () => {
    const user = await createStaffUser(db, { role: 'finance', displayName: 'Meena (Finance)' });
    const res = await login(user.username.toUpperCase(), TEST_PASSWORD, '');
    expect(res.statusCode).toBe(200);
    const token = String(res.headers.authorization);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json()).toMatchObject({
      displayName: 'Meena (Finance)',
      role: 'finance',
      username: user.username,
    });
    // The browser gets the same token as an HttpOnly, SameSite cookie; the body never carries it.
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(res.body).not.toContain(token);
    // Only a hash of the token is stored.
    const stored = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    expect((await whoAmI({ authorization: token })).statusCode).toBe(200);
    expect((await whoAmI({ authorization: `Bearer ${token}` })).json()).toMatchObject({ role: 'finance' });
    expect((await whoAmI({ cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(200);
  });

  it('answers 401 to a wrong password and to an unknown user, with the same message', async () => {
    const user = await createStaffUser(db, { role: 'warehouse' });
    const wrong = await login(user.username, 'not the password');
    const unknown = await login('nobody-here', 'whatever password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(LOGIN_MESSAGES.wrongCredentials);
    expect(unknown.json().error.message).toBe(LOGIN_MESSAGES.wrongCredentials);
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it('names the missing field with the login form messages', async () => {
    const noUser = await login('', 'secret');
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().error.fields).toEqual([{ path: 'username', message: LOGIN_MESSAGES.username }]);
    const noPassword = await login('someone', '');
    expect(noPassword.json().error.fields).toEqual([{ path: 'password', message: LOGIN_MESSAGES.password }]);
    const noHeader = await app.inject({ method: 'POST', url: '/dataapi/login' });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'username',
      'password',
    ]);
  });

  it('ten wrong passwords for admin from one address leave the right one working from another', async () => {
    const admin = await createStaffUser(db, { role: 'admin' });
    for (let i = 0; i < 10; i++) {
      const wrong = await login(admin.username, `guess ${i}`, undefined, '127.0.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(LOGIN_MESSAGES.wrongCredentials);
    }
    // The guessing address now waits, even with the right password, and is told nothing more.
    const delayed = await login(admin.username, TEST_PASSWORD, undefined, '127.0.0.2');
    expect(delayed.statusCode).toBe(401);
    expect(delayed.json().error.message).toBe(LOGIN_MESSAGES.wrongCredentials);
    // The admin at another address signs in at once.
    expect((await login(admin.username, TEST_PASSWORD, undefined, '127.0.0.3')).statusCode).toBe(200);
  });

  it(`throttles an address after ${SIGN_IN_THROTTLE.failuresPerAddress} wrong sign-ins, with Retry-After`, async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await login(`guess-${i % 7}`, 'wrong password', undefined, '127.0.0.4');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = String(res.headers['retry-after']);
        expect(res.json().error.message).toBe(LOGIN_MESSAGES.wrongCredentials);
      }
    }
    expect(statuses.slice(0, SIGN_IN_THROTTLE.failuresPerAddress)).toEqual(
      Array(SIGN_IN_THROTTLE.failuresPerAddress).fill(401),
    );
    expect(statuses.slice(SIGN_IN_THROTTLE.failuresPerAddress).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    const user = await createStaffUser(db, { role: 'outlet' });
    expect((await login(user.username, TEST_PASSWORD, undefined, '127.0.0.5')).statusCode).toBe(200);
  });

  it('lets a user with a good record sign in ahead of a flood of wrong passwords from many addresses', async () => {
    const admin = await createStaffUser(db, { role: 'admin' });
    // Signed in from this address before: its good record.
    expect((await login(admin.username, TEST_PASSWORD, undefined, '10.20.0.1')).statusCode).toBe(200);
    // 120 new addresses, one wrong password each, all at once: more than the hashing line holds.
    const finished: string[] = [];
    const flood = Array.from({ length: 120 }, (_, i) =>
      login(admin.username, 'a wrong guess', undefined, `10.21.${Math.floor(i / 250)}.${(i % 250) + 1}`).then(
        (res) => {
          finished.push('flood');
          return res.statusCode;
        },
      ),
    );
    const own = login(admin.username, TEST_PASSWORD, undefined, '10.20.0.1').then((res) => {
      finished.push('admin');
      return res.statusCode;
    });
    const [statuses, ownStatus] = await Promise.all([Promise.all(flood), own]);
    // The flood overflowed the line (503 "Too many sign-ins at once") and was refused...
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    // ...while the admin was neither refused nor left behind it: served before the flood's last.
    expect(ownStatus).toBe(200);
    expect(finished.indexOf('admin')).toBeLessThan(finished.lastIndexOf('flood'));
    // A new address has no record: the same sign-in from it waits in the ordinary line (and passes).
    expect((await login(admin.username, TEST_PASSWORD, undefined, '10.22.0.1')).statusCode).toBe(200);
  });

  it('answers a known and an unknown name alike: status, body and about the same time', async () => {
    const user = await createStaffUser(db, { role: 'outlet' });
    const timed = async (name: string) => {
      const started = performance.now();
      const res = await login(name, 'not the password', undefined, '127.0.0.6');
      return { res, ms: performance.now() - started };
    };
    // Warm the unknown-user hash first: it is made once per process.
    await timed('warm-up-name');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await timed(user.username);
      const b = await timed(`nobody-${i}`);
      expect([a.res.statusCode, b.res.statusCode]).toEqual([401, 401]);
      const { requestId: _a, ...bodyA } = a.res.json().error;
      const { requestId: _b, ...bodyB } = b.res.json().error;
      expect(bodyA).toEqual(bodyB);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    // Both run one scrypt (~100 ms); a locked or unknown answer used to take 4 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(unknown) / 3);
  });

  it('a right password from the same address ends its delay for that account', async () => {
    const user = await createStaffUser(db, { role: 'outlet' });
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerAccount - 1; i++) {
      await login(user.username, 'guess', undefined, '127.0.0.7');
    }
    expect((await login(user.username, TEST_PASSWORD, undefined, '127.0.0.7')).statusCode).toBe(200);
    const left = await db
      .select()
      .from(signInThrottles)
      .where(like(signInThrottles.key, `account:127.0.0.7:%`));
    expect(left).toEqual([]);
  });
});

describe('sessions', () => {
  let admin: Awaited<ReturnType<typeof createStaffUser>>;
  beforeAll(async () => {
    admin = await createStaffUser(db, { role: 'admin' });
  });

  async function signIn(username: string) {
    const res = await login(username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    return String(res.headers.authorization);
  }

  it('is-signed-user answers 401 without a token and with a made-up one', async () => {
    expect((await whoAmI({})).statusCode).toBe(401);
    expect((await whoAmI({ authorization: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await whoAmI({ cookie: `${SESSION_COOKIE}=nonsense` })).statusCode).toBe(401);
  });

  it('ends on logout, and the cookie is cleared', async () => {
    const token = await signIn(admin.username);
    const out = await app.inject({
      method: 'POST',
      url: '/dataapi/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await whoAmI({ authorization: token })).statusCode).toBe(401);
  });

  it('ends after the idle time without use', async () => {
    const token = await signIn(admin.username);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${DEFAULT_SESSION_POLICY.idleMinutes + 1})` })
      .where(eq(sessions.userId, admin.id));
    expect((await whoAmI({ authorization: token })).statusCode).toBe(401);
    // An expired session is deleted, not kept around.
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
  });

  it('ends at its absolute expiry even when in use', async () => {
    const token = await signIn(admin.username);
    expect((await whoAmI({ authorization: token })).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.userId, admin.id));
    expect((await whoAmI({ authorization: token })).statusCode).toBe(401);
  });

  it("signing in clears the same user's sessions that ran out unused", async () => {
    const user = await createStaffUser(db, { role: 'finance' });
    const live = await signIn(user.username);
    const stale = await signIn(user.username);
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashSessionToken(stale)));
    await signIn(user.username);
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(hashSessionToken(stale));
    expect(rows.map((r) => r.tokenHash)).toContain(hashSessionToken(live));
    expect(rows).toHaveLength(2);
  });

  it('keeps a session in use alive past the idle time since sign-in', async () => {
    const token = await signIn(admin.username);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${DEFAULT_SESSION_POLICY.idleMinutes - 1})` })
      .where(eq(sessions.userId, admin.id));
    expect((await whoAmI({ authorization: token })).statusCode).toBe(200);
    // That use moved last_seen_at forward, so the session now has a whole idle period again.
    const [row] = await db
      .select({ fresh: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(eq(sessions.userId, admin.id));
    expect(row?.fresh).toBe(true);
  });

  it('a disabled user is signed out at once and cannot sign in again', async () => {
    const user = await createStaffUser(db, { role: 'store-staff' });
    const token = await signIn(user.username);
    await updateUser(db, { userId: user.id, changes: { disabled: true }, actingUserId: admin.id });
    expect((await whoAmI({ authorization: token })).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    await updateUser(db, { userId: user.id, changes: { disabled: false }, actingUserId: admin.id });
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a password reset ends the sessions opened with the old one', async () => {
    const user = await createStaffUser(db, { role: 'warehouse' });
    const token = await signIn(user.username);
    const adminToken = await signIn(admin.username);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/password`,
      headers: { authorization: adminToken },
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await whoAmI({ authorization: token })).statusCode).toBe(401);
    expect((await login(user.username, 'a brand new password')).statusCode).toBe(200);
  });
});
