import { CATALOGUE_ADMIN_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subcategories } from '../../../db/schema/index.ts';
import { useCatalogueAdminTest } from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor } = await useCatalogueAdminTest();

function post(body: object, headers: Record<string, string> = adminHeaders) {
  return app.inject({ method: 'POST', url: '/api/admin/catalogue/subcategories', payload: body, headers });
}

describe('POST /api/admin/catalogue/subcategories', () => {
  it('creates a subcategory in a category with a column layout', async () => {
    const res = await post({
      id: 'milk-sweets',
      n: 'Milk Sweets',
      categoryId: 'sweets',
      column: 'twocolumns',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 'milk-sweets',
      n: 'Milk Sweets',
      categoryId: 'sweets',
      column: 'twocolumns',
      live: 1,
      order: 0,
    });
    const [row] = await db.select().from(subcategories).where(eq(subcategories.id, 'milk-sweets'));
    expect(row).toMatchObject({ categoryId: 'sweets', column: 'twocolumns' });
  });

  it('answers 400 naming categoryId for a category that does not exist', async () => {
    const res = await post({ id: 'orphan', n: 'Orphan', categoryId: 'no-such', column: 'veg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'categoryId', message: 'No category "no-such"' }],
    });
    expect(await db.select().from(subcategories).where(eq(subcategories.id, 'orphan'))).toEqual([]);
  });

  it('answers 409 naming the id when it is taken', async () => {
    const res = await post({ id: 'ghee-sweets', n: 'Again', categoryId: 'sweets', column: 'veg' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual([
      { path: 'id', message: 'A subcategory with id "ghee-sweets" already exists' },
    ]);
  });

  it('names the field of each bad value', async () => {
    const good = { id: 'ok-sub', n: 'Ok', categoryId: 'sweets', column: 'veg' };
    const cases: [object, string, string][] = [
      [{ ...good, column: 'fourcolumns' }, 'column', CATALOGUE_ADMIN_MESSAGES.column],
      [{ ...good, categoryId: '' }, 'categoryId', CATALOGUE_ADMIN_MESSAGES.categoryId],
      [{ ...good, id: '-x' }, 'id', CATALOGUE_ADMIN_MESSAGES.id],
      [{ ...good, order: '2000000000' }, 'order', 'Order: at most 1000000000'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual([{ path, message }]);
    }
  });

  it('is for admins only', async () => {
    const body = { id: 'nope', n: 'Nope', categoryId: 'sweets', column: 'veg' };
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, await headersFor('warehouse'))).statusCode).toBe(403);
  });
});
