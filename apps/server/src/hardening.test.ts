import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { checkReadiness } from './lib/check-readiness.ts';
import { loggableError } from './lib/database-errors.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { placeOrderBody, seedItems } from './test/kits/order-test-kit.ts';
import { basicAuth, createStaffUser, signInAs, TEST_PASSWORD } from './test/staff-session.ts';
import { useTestDatabase } from './test/test-database.ts';

const { db } = await useTestDatabase();
const itemIds = await seedItems(db, 3);
const logged: string[] = [];
const app = await buildTestApp(db, {
  publicWritesPerMinute: 5,
  trustProxy: ['127.0.0.1'],
  logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
});

// A second server on the same database, as behind a balancer: the limits hold across both.
const other = await buildTestApp(db, { publicWritesPerMinute: 5, trustProxy: ['127.0.0.1'] });

const order = (address: string, payload: unknown = placeOrderBody(itemIds)) =>
  app.inject({ method: 'POST', url: '/api/orders', remoteAddress: address, payload: payload as object });

describe('anonymous writes', () => {
  it('are limited per client address, with 429 and Retry-After; another address is not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await order('10.0.0.8')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const limited = await order('10.0.0.8');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await order('10.0.0.9')).statusCode).toBe(201);
  });

  it('count a malformed order as a placed one: both spend the same limit', async () => {
    const malformed = () =>
      app.inject({ method: 'POST', url: '/api/orders', remoteAddress: '10.0.0.30', payload: {} });
    const statuses = [
      (await order('10.0.0.30')).statusCode,
      (await malformed()).statusCode,
      (await order('10.0.0.30')).statusCode,
      (await malformed()).statusCode,
      (await order('10.0.0.30')).statusCode,
      (await order('10.0.0.30')).statusCode,
      (await malformed()).statusCode,
    ];
    expect(statuses).toEqual([201, 400, 201, 400, 201, 429, 429]);
  });

  it('are counted in the database: two server processes share one limit per address', async () => {
    const servers = [app, other];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await servers[i % 2]?.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.0.0.20',
        payload: placeOrderBody(itemIds),
      });
      statuses.push(res?.statusCode ?? 0);
    }
    // Each process alone has seen at most four: only a shared count refuses the sixth.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});

describe('input edges', () => {
  it('refuse a NUL character with 400 naming the field, on the anonymous order form too', async () => {
    const body = placeOrderBody(itemIds);
    body.customer.firstName = 'Mee\u0000na';
    const res = await order('10.0.1.1', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      {
        path: 'customer.firstName',
        message: 'customer.firstName: control characters (such as NUL) are not allowed',
      },
    ]);
  });

  it('refuse an id beyond its column with 400 naming it, not a database error', async () => {
    const admin = await signInAs(app, db, { role: 'admin' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/users/2147483648',
      headers: admin.headers,
      payload: { displayName: 'Ravi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'userId', message: 'userId: at most 2147483647' }]);
    const huge = placeOrderBody([2 ** 40]);
    const order400 = await order('10.0.1.3', huge);
    expect(order400.statusCode).toBe(400);
    expect(order400.json().error.fields[0].path).toBe('items.0.itemId');
  });

  it('keep Tamil text, line breaks and tabs', async () => {
    const body = placeOrderBody(itemIds);
    body.customer.firstName = 'மீனா';
    body.others = 'வாசலில் விடவும்\nGate 2\tno bell';
    expect((await order('10.0.1.2', body)).statusCode).toBe(201);
  });
});

describe('methods', () => {
  it('a known path with an undeclared method answers 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/orders' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().error.code).toBe('method_not_allowed');
    expect((await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it('a path with a trailing slash is its route: the same guard, the same answer, the same 405', async () => {
    const finance = await signInAs(app, db, { role: 'finance' });
    const outlet = await signInAs(app, db, { role: 'outlet' });
    const bare = await app.inject({ method: 'GET', url: '/api/receivables', headers: finance.headers });
    const slashed = await app.inject({ method: 'GET', url: '/api/receivables/', headers: finance.headers });
    expect(bare.statusCode).toBe(200);
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(bare.json());
    expect((await app.inject({ method: 'GET', url: '/api/receivables/' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/receivables/?asOf=2026-01-01', headers: outlet.headers }))
        .statusCode,
    ).toBe(403);
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api/orders/' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});

describe('cross-origin writes', () => {
  it('are refused when the browser says they came from another site, even of the same site', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.0.2.1',
        headers: { 'sec-fetch-site': site },
        payload: placeOrderBody(itemIds),
      });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '10.0.2.2',
      headers: { origin: 'https://evil.example', host: 'kadai.example' },
      payload: placeOrderBody(itemIds),
    });
    expect(foreign.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: '10.0.2.3',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://kadai.example', host: 'kadai.example' },
      payload: placeOrderBody(itemIds),
    });
    expect(same.statusCode).toBe(201);
  });
});

describe('behind a TLS proxy', () => {
  it('the session cookie is Secure with the __Host- prefix when the original request was HTTPS', async () => {
    const user = await createStaffUser(db, { role: 'finance' });
    const login = (headers: Record<string, string>, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/dataapi/login',
        remoteAddress,
        headers: { authorization: basicAuth(user.username, TEST_PASSWORD), ...headers },
      });
    const viaProxy = await login(
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      '127.0.0.1',
    );
    expect(viaProxy.statusCode).toBe(200);
    const cookie = String(viaProxy.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-kadai_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/Path=\//);
    // The browser sends it back under that name.
    const token = String(viaProxy.headers.authorization);
    const me = await app.inject({
      url: '/dataapi/api/common/is-signed-user',
      headers: { cookie: `__Host-kadai_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    // A client that is not the trusted proxy cannot claim HTTPS; plain HTTP keeps the plain name.
    const spoofed = await login({ 'x-forwarded-proto': 'https' }, '10.0.3.1');
    expect(String(spoofed.headers['set-cookie'])).toMatch(/^kadai_session=/);
    expect(String(spoofed.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('logs', () => {
  it('hold no receipt key, no query value and no statement parameter', async () => {
    const placed = (await order('10.0.4.1')).json();
    await app.inject(`/api/orders/${placed.orderId}/receipt?key=${placed.receiptKey}`);
    const text = logged.join('\n');
    expect(text).toContain(`/api/orders/${placed.orderId}/receipt?key=…`);
    expect(text).not.toContain(placed.receiptKey);
  });

  it("log a database error without its parameters (a new user's password hash)", async () => {
    const failed = await db
      .insert(users)
      .values({
        username: 'ravi.k',
        displayName: 'Ravi',
        role: 'production',
        teamId: 'no-such-team',
        passwordHash: 'scrypt$secret-hash',
      })
      .catch((error: unknown) => error);
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).toContain('23503');
    expect(logged).toContain('insert into');
    expect(logged).not.toContain('secret-hash');
  });
});

describe('readiness', () => {
  it('is separate from liveness, and says what it checked', async () => {
    const live = await app.inject('/api/health/live');
    expect(live.json()).toEqual({ ok: true });
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, database: 'ok' });
  });

  it('fails when the data disk is nearly full, and says so', async () => {
    const full = await checkReadiness(db, { dataDir: os.tmpdir(), minFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(full.ready).toBe(false);
    expect(full.checks.database).toBe('ok');
    expect(full.checks.disk).toMatch(/^nearly full: \d+ MB free$/);
    const roomy = await checkReadiness(db, { dataDir: os.tmpdir(), minFreeBytes: 1 });
    expect(roomy).toMatchObject({ ready: true, checks: { database: 'ok' } });
  });
});
