import { CATALOGUE_ADMIN_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../db/schema/index.ts';
import {
  readPublicCatalogueUntil,
  useCatalogueAdminTest,
} from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor } = await useCatalogueAdminTest();

function patch(id: string, body: object, headers: Record<string, string> = adminHeaders) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/catalogue/categories/${id}`,
    payload: body,
    headers,
  });
}

describe('PATCH /api/admin/catalogue/categories/:id', () => {
  it('hides a category (live 0): the order form drops it at once; showing brings it back', async () => {
    const hidden = await patch('sweets', { live: 0 });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ id: 'sweets', n: 'Sweets', live: 0, order: 11 });
    const without = await readPublicCatalogueUntil(app, (b) => !b.categories.some((c) => c.id === 'sweets'));
    expect(without.categories.map((c) => c.id)).toEqual(['general-store']);

    const shown = await patch('sweets', { live: '1' });
    expect(shown.json()).toMatchObject({ live: 1 });
    const back = await readPublicCatalogueUntil(app, (b) => b.categories.some((c) => c.id === 'sweets'));
    expect(back.categories.map((c) => c.id)).toEqual(['sweets', 'general-store']);
  });

  it('renames and reorders, storing a typed order as a number', async () => {
    const res = await patch('general-store', { n: 'Store', order: '5' });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(categories).where(eq(categories.id, 'general-store'));
    expect(row).toMatchObject({ n: 'Store', order: 5, live: 1 });
  });

  it('answers 404 for an unknown category and 400 for nothing or bad values', async () => {
    const missing = await patch('no-such', { live: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'not_found', message: 'No category "no-such"' });

    const empty = await patch('sweets', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(CATALOGUE_ADMIN_MESSAGES.nothingToChange);

    const bad = await patch('sweets', { live: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'live', message: CATALOGUE_ADMIN_MESSAGES.live }]);

    const id = await patch('sweets', { id: 'candy' });
    expect(id.statusCode).toBe(400);
    expect(id.json().error.fields).toEqual([{ path: 'id', message: 'Unknown field "id"' }]);
  });

  it('is for admins only', async () => {
    expect((await patch('sweets', { live: 0 }, {})).statusCode).toBe(401);
    expect((await patch('sweets', { live: 0 }, await headersFor('store-staff'))).statusCode).toBe(403);
    const [row] = await db.select().from(categories).where(eq(categories.id, 'sweets'));
    expect(row?.live).toBe(1);
  });
});
