import { PASSWORD_MIN_LENGTH } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { basicAuth, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
await db.insert(stores).values({ id: 'adyar', name: 'Adyar', phone: '+91 44 2441 2345' });
const app = await buildTestApp(db);
const admin = await signInAs(app, db, { role: 'admin', displayName: 'Head Admin' });

function post(url: string, payload: unknown, headers = admin.headers) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

const aUser = {
  username: 'Kumar.K',
  displayName: 'Kumar',
  role: 'production',
  teamId: 'kitchen',
  outletId: null,
  password: 'kitchen-password-1',
};

describe('/api/admin/users', () => {
  it('creates a user who can then sign in; the username is stored lower-case', async () => {
    const res = await post('/api/admin/users', aUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'kumar.k',
      role: 'production',
      teamId: 'kitchen',
      disabled: false,
    });
    expect(res.body).not.toContain('kitchen-password-1');
    const login = await app.inject({
      method: 'POST',
      url: '/dataapi/login',
      headers: { authorization: basicAuth('kumar.k', 'kitchen-password-1') },
    });
    expect(login.json()).toMatchObject({ displayName: 'Kumar', teamId: 'kitchen' });

    const list = await app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers });
    expect(list.json().map((u: { username: string }) => u.username)).toContain('kumar.k');
  });

  it('refuses a taken username with 409 naming the field', async () => {
    const res = await post('/api/admin/users', { ...aUser, username: 'taken-name' });
    expect(res.statusCode).toBe(201);
    const again = await post('/api/admin/users', { ...aUser, username: 'TAKEN-NAME' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual([
      { path: 'username', message: 'Username "taken-name" is already taken' },
    ]);
  });

  it.each([
    [{ username: 'a b' }, 'username', /Username: 3 to 40 characters/],
    [{ password: 'short' }, 'password', new RegExp(`at least ${PASSWORD_MIN_LENGTH} characters`)],
    [{ role: 'chef' }, 'role', /Invalid option/],
    [{ displayName: '  ' }, 'displayName', /Please input a display name/],
    [{ role: 'finance', teamId: 'kitchen' }, 'teamId', /only for production users/],
    [{ teamId: 'bakery-9' }, 'teamId', /no team "bakery-9"/],
    [{ role: 'outlet', teamId: null, outletId: 'mars' }, 'outletId', /no outlet "mars"/],
    [{ storeId: 'adyar' }, 'storeId', /Store: only for store staff/],
    [{ role: 'store-staff', teamId: null, storeId: 'mars' }, 'storeId', /no store "mars"/],
    [{ isAdmin: true }, 'isAdmin', /Unknown field "isAdmin"/],
  ])('names the field for %o', async (change, path, message) => {
    const res = await post('/api/admin/users', {
      ...aUser,
      username: `u-${path}-${Math.random().toString(36).slice(2, 8)}`,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const field = res.json().error.fields.find((f: { path: string }) => f.path === path);
    expect(field?.message).toMatch(message);
  });

  it('changes a role and drops the scope that no longer fits', async () => {
    const created = (await post('/api/admin/users', { ...aUser, username: 'moves-around' })).json();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${created.id}`,
      headers: admin.headers,
      payload: { role: 'outlet', outletId: 'adyar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'outlet', outletId: 'adyar', teamId: null });
  });

  it('a store-staff user works for one store, and loses it on becoming another role', async () => {
    const res = await post('/api/admin/users', {
      ...aUser,
      username: 'adyar-store',
      role: 'store-staff',
      teamId: null,
      storeId: 'adyar',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'store-staff', storeId: 'adyar', teamId: null });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${res.json().id}`,
      headers: admin.headers,
      payload: { role: 'finance' },
    });
    expect(moved.json()).toMatchObject({ role: 'finance', storeId: null });
  });

  it('a production user can be moved to all teams (null) and back to one', async () => {
    const created = (await post('/api/admin/users', { ...aUser, username: 'all-rounder' })).json();
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/admin/users/${created.id}`, headers: admin.headers, payload });
    expect((await patch({ teamId: null })).json()).toMatchObject({ role: 'production', teamId: null });
    expect((await patch({ teamId: 'baking' })).json()).toMatchObject({ teamId: 'baking' });
    // Not given: kept.
    expect((await patch({ displayName: 'All Rounder' })).json()).toMatchObject({ teamId: 'baking' });
  });

  it('an admin cannot disable or demote themselves', async () => {
    for (const payload of [{ disabled: true }, { role: 'finance' }]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${admin.user.id}`,
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('You cannot disable or demote yourself');
    }
  });

  it('answers 404 for an unknown user', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/users/999999',
      headers: admin.headers,
      payload: { displayName: 'Ghost' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const finance = await signInAs(app, db, { role: 'finance' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/users', headers: finance.headers })).statusCode,
    ).toBe(403);
    expect((await post('/api/admin/users', aUser, finance.headers)).statusCode).toBe(403);
  });
});
