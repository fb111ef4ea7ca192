import { businessDay } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { basicAuth, signInAs, TEST_PASSWORD } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let cook: Awaited<ReturnType<typeof signInAs>>;
let otherCook: Awaited<ReturnType<typeof signInAs>>;
let baker: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  cook = await signInAs(app, db, { role: 'production', teamId: 'snacks', displayName: 'Murugan' });
  otherCook = await signInAs(app, db, { role: 'production', displayName: 'Selvi' });
  baker = await signInAs(app, db, { role: 'production', teamId: 'baking' });
});

function get(teamId: string, headers: Record<string, string> = cook.headers) {
  return app.inject({ method: 'GET', url: `/api/production/plan-drafts?teamId=${teamId}`, headers });
}

function put(body: unknown, headers: Record<string, string> = cook.headers) {
  return app.inject({ method: 'PUT', url: '/api/production/plan-drafts', payload: body as object, headers });
}

describe('plan drafts (a typed plan survives a session that ends)', () => {
  it('is empty before anything is typed', async () => {
    const res = await get('snacks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ teamId: 'snacks', businessDay: businessDay(), plans: {}, updatedAt: null });
  });

  it('keeps what was typed, replaced whole by the next save, and gives it back after a new sign-in', async () => {
    const first = await put({ teamId: 'snacks', plans: { p1: { outlet1: 12, outlet2: null } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().plans).toEqual({ p1: { outlet1: 12, outlet2: null } });
    expect(first.json().updatedAt).toEqual(expect.any(String));

    const second = await put({ teamId: 'snacks', plans: { p1: { outlet1: 14 }, p2: { outlet3: 2.5 } } });
    expect(second.statusCode).toBe(200);

    // The session ends; the same user signing in again (a new session) finds the plan as last saved.
    expect(
      (await app.inject({ method: 'POST', url: '/dataapi/logout', headers: cook.headers })).statusCode,
    ).toBe(200);
    expect((await get('snacks')).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/dataapi/login',
      headers: { authorization: basicAuth(cook.user.username, TEST_PASSWORD) },
    });
    expect(login.statusCode).toBe(200);
    cook = { ...cook, headers: { authorization: String(login.headers.authorization) } };
    expect((await get('snacks')).json().plans).toEqual({ p1: { outlet1: 14 }, p2: { outlet3: 2.5 } });
    // Another user's draft for the same team and day is their own.
    const colleague = await signInAs(app, db, { role: 'production', teamId: 'snacks' });
    expect((await get('snacks', colleague.headers)).json().plans).toEqual({});
    expect((await get('snacks', otherCook.headers)).json().plans).toEqual({});
  });

  it('keeps one draft per team', async () => {
    expect(
      (await put({ teamId: 'kitchen', plans: { k1: { outlet1: 3 } } }, otherCook.headers)).statusCode,
    ).toBe(200);
    expect(
      (await put({ teamId: 'snacks', plans: { s1: { outlet1: 4 } } }, otherCook.headers)).statusCode,
    ).toBe(200);
    expect((await get('kitchen', otherCook.headers)).json().plans).toEqual({ k1: { outlet1: 3 } });
    expect((await get('snacks', otherCook.headers)).json().plans).toEqual({ s1: { outlet1: 4 } });
  });

  it('needs a session, and refuses another team to a user tied to one', async () => {
    expect((await get('snacks', {})).statusCode).toBe(401);
    expect((await put({ teamId: 'snacks', plans: {} }, {})).statusCode).toBe(401);
    const refused = await put({ teamId: 'snacks', plans: {} }, baker.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('teamId');
    expect((await get('snacks', baker.headers)).statusCode).toBe(403);
  });

  it('answers bad input with 400 naming the field, and an unknown team too', async () => {
    const negative = await put({ teamId: 'snacks', plans: { p1: { outlet1: -1 } } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('plans: a plan cannot be negative');
    const word = await put({ teamId: 'snacks', plans: { p1: { outlet1: 'ten' } } });
    expect(word.statusCode).toBe(400);
    expect(word.json().error.message).toContain('plans');
    const noTeam = await put({ plans: {} });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error.message).toContain('teamId');
    const unknown = await put({ teamId: 'nosuchteam', plans: {} }, otherCook.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('teamId');
    expect((await get('snacks')).json().plans).toEqual({ p1: { outlet1: 14 }, p2: { outlet3: 2.5 } });
  });
});
