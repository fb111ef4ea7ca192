import { CATALOGUE_ADMIN_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '../../../db/schema/index.ts';
import {
  publicItems,
  readPublicCatalogueUntil,
  useCatalogueAdminTest,
} from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor } = await useCatalogueAdminTest();

function post(body: object, headers: Record<string, string> = adminHeaders) {
  return app.inject({ method: 'POST', url: '/api/admin/catalogue/items', payload: body, headers });
}

const laddu = {
  name: 'Besan Laddu',
  categoryId: 'sweets',
  subcategoryId: 'ghee-sweets',
  order: 44,
  live: 1,
  pu: 250,
  u: 'g',
  mrpPaise: 180_50,
  desc: 'Roasted gram flour',
};

describe('POST /api/admin/catalogue/items', () => {
  it('creates an item (or a copy) that the order form lists at once', async () => {
    const res = await post(laddu);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ ...laddu, id: expect.any(Number), thumbnail: null });
    const copy = await post({ ...laddu, name: 'Besan Laddu (copy)' });
    expect(copy.json().id).not.toBe(created.id);

    const body = await readPublicCatalogueUntil(app, (b) => publicItems(b).has(copy.json().id));
    expect(publicItems(body).get(created.id)).toMatchObject({ mrpPaise: 180_50 });
    expect(publicItems(body).has(copy.json().id)).toBe(true);
  });

  it('takes numbers typed as text, and puts an item with no subcategory in uncategorised', async () => {
    const res = await post({
      name: 'Candles',
      categoryId: 'general-store',
      order: '55',
      live: '0',
      pu: '6',
      u: 'pc',
      mrpPaise: 40_25,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(items).where(eq(items.id, res.json().id));
    expect(row).toMatchObject({ subcategoryId: 'uncategorised', order: 55, live: 0, pu: 6, mrpPaise: 40_25 });
    expect(typeof row?.order).toBe('number');
  });

  it('answers 400 naming the reference that does not exist', async () => {
    const noCategory = await post({ ...laddu, categoryId: 'no-such' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields).toEqual([
      { path: 'categoryId', message: 'No category "no-such"' },
    ]);
    const noSub = await post({ ...laddu, subcategoryId: 'no-such' });
    expect(noSub.statusCode).toBe(400);
    expect(noSub.json().error.fields).toEqual([
      { path: 'subcategoryId', message: 'No subcategory "no-such"' },
    ]);
  });

  it('names the field of each bad value', async () => {
    const cases: [object, string, string][] = [
      [{ ...laddu, name: '' }, 'name', CATALOGUE_ADMIN_MESSAGES.itemName],
      [{ ...laddu, pu: 0 }, 'pu', CATALOGUE_ADMIN_MESSAGES.pu],
      [{ ...laddu, u: ' ' }, 'u', CATALOGUE_ADMIN_MESSAGES.u],
      [{ ...laddu, mrpPaise: -1 }, 'mrpPaise', CATALOGUE_ADMIN_MESSAGES.mrp],
      [{ ...laddu, mrpPaise: 'cheap' }, 'mrpPaise', CATALOGUE_ADMIN_MESSAGES.mrp],
      // Rupees with decimals are not paise: an amount in the wrong unit is refused, not rounded.
      [{ ...laddu, mrpPaise: 40.25 }, 'mrpPaise', CATALOGUE_ADMIN_MESSAGES.mrp],
      [{ ...laddu, live: 3 }, 'live', CATALOGUE_ADMIN_MESSAGES.live],
      [{ ...laddu, id: 7 }, 'id', 'Unknown field "id"'],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toEqual([{ path, message }]);
    }
  });

  it('is for admins only', async () => {
    expect((await post(laddu, {})).statusCode).toBe(401);
    expect((await post(laddu, await headersFor('production'))).statusCode).toBe(403);
  });
});
