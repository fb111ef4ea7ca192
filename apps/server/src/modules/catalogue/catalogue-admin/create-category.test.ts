import { CATALOGUE_ADMIN_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../db/schema/index.ts';
import { useCatalogueAdminTest } from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor } = await useCatalogueAdminTest();

function post(body: object, headers: Record<string, string> = adminHeaders) {
  return app.inject({ method: 'POST', url: '/api/admin/catalogue/categories', payload: body, headers });
}

describe('POST /api/admin/catalogue/categories', () => {
  it('creates a category, taking order and live as typed text as numbers', async () => {
    const res = await post({ id: 'pickles', n: '  Pickles ', order: '44', live: '0' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'pickles', n: 'Pickles', order: 44, live: 0 });
    const [row] = await db.select().from(categories).where(eq(categories.id, 'pickles'));
    expect(row).toMatchObject({ n: 'Pickles', order: 44, live: 0 });
  });

  it('shows a new category by default, ordered first', async () => {
    const res = await post({ id: 'bakery', n: 'Bakery' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ live: 1, order: 0 });
  });

  it('answers 409 naming the id when it is taken', async () => {
    const res = await post({ id: 'sweets', n: 'More sweets' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      fields: [{ path: 'id', message: 'A category with id "sweets" already exists' }],
    });
    const [row] = await db.select().from(categories).where(eq(categories.id, 'sweets'));
    expect(row?.n).toBe('Sweets');
  });

  it('names the field of each bad value', async () => {
    const cases: [object, string, string][] = [
      [{ id: 'Bad Id', n: 'X' }, 'id', CATALOGUE_ADMIN_MESSAGES.id],
      [{ id: 'ok-id', n: '   ' }, 'n', CATALOGUE_ADMIN_MESSAGES.categoryName],
      [{ id: 'ok-id' }, 'n', CATALOGUE_ADMIN_MESSAGES.categoryName],
      [{ id: 'ok-id', n: 'X', order: 'eleven' }, 'order', CATALOGUE_ADMIN_MESSAGES.order],
      [{ id: 'ok-id', n: 'X', order: 1.5 }, 'order', CATALOGUE_ADMIN_MESSAGES.order],
      [{ id: 'ok-id', n: 'X', live: 2 }, 'live', CATALOGUE_ADMIN_MESSAGES.live],
      [{ id: 'ok-id', n: 'X', live: '' }, 'live', CATALOGUE_ADMIN_MESSAGES.live],
      [{ id: 'ok-id', n: 'X', colour: 'red' }, 'colour', 'Unknown field "colour"'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect(await db.select().from(categories).where(eq(categories.id, 'ok-id'))).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await post({ id: 'nope', n: 'Nope' }, {})).statusCode).toBe(401);
    expect((await post({ id: 'nope', n: 'Nope' }, await headersFor('finance'))).statusCode).toBe(403);
    expect(await db.select().from(categories).where(eq(categories.id, 'nope'))).toEqual([]);
  });
});
