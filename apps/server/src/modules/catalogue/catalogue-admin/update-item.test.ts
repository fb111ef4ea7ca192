import { CATALOGUE_ADMIN_MESSAGES } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '../../../db/schema/index.ts';
import {
  publicItems,
  readPublicCatalogueUntil,
  useCatalogueAdminTest,
} from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor, itemIds } = await useCatalogueAdminTest();

function patch(id: number | string, body: object, headers: Record<string, string> = adminHeaders) {
  return app.inject({ method: 'PATCH', url: `/api/admin/catalogue/items/${id}`, payload: body, headers });
}

async function stored(id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

describe('PATCH /api/admin/catalogue/items/:id', () => {
  it('saves each row field on its own: order, show, pu, u, MRP', async () => {
    const id = itemIds.kajuKatli;
    for (const [field, value, expected] of [
      ['order', '66', 66],
      ['live', '1', 1],
      ['pu', 500, 500],
      ['u', 'g', 'g'],
      ['mrpPaise', 649_50, 649_50],
    ] as const) {
      const res = await patch(id, { [field]: value });
      expect(res.statusCode, field).toBe(200);
      expect(res.json()[field], field).toBe(expected);
      expect((await stored(id))?.[field], field).toBe(expected);
    }
    expect(await stored(id)).toMatchObject({ name: 'Kaju Katli', order: 66, pu: 500, mrpPaise: 649_50 });
  });

  it('a changed MRP and a hidden item reach the order form straight away', async () => {
    const price = await patch(itemIds.matches, { mrpPaise: 7_00 });
    expect(price.statusCode).toBe(200);
    const priced = await readPublicCatalogueUntil(
      app,
      (b) => publicItems(b).get(itemIds.matches)?.mrpPaise === 7_00,
    );
    expect(publicItems(priced).get(itemIds.matches)?.mrpPaise).toBe(7_00);

    const hide = await patch(itemIds.matches, { live: 0 });
    expect(hide.json()).toMatchObject({ live: 0 });
    const hidden = await readPublicCatalogueUntil(app, (b) => !publicItems(b).has(itemIds.matches));
    expect(publicItems(hidden).has(itemIds.matches)).toBe(false);

    const show = await patch(itemIds.hiddenHalwa, { live: 1 });
    expect(show.json()).toMatchObject({ live: 1 });
    const shown = await readPublicCatalogueUntil(app, (b) => publicItems(b).has(itemIds.hiddenHalwa));
    expect(publicItems(shown).has(itemIds.hiddenHalwa)).toBe(true);
  });

  it('keeps the stored value and names the field when a value is bad', async () => {
    const before = await stored(itemIds.mysorePak);
    const cases: [object, string, string][] = [
      [{ mrpPaise: 'abc' }, 'mrpPaise', CATALOGUE_ADMIN_MESSAGES.mrp],
      [{ order: '1.5' }, 'order', CATALOGUE_ADMIN_MESSAGES.order],
      [{ live: 'no' }, 'live', CATALOGUE_ADMIN_MESSAGES.live],
      [{ pu: -2 }, 'pu', CATALOGUE_ADMIN_MESSAGES.pu],
      [{ u: '' }, 'u', CATALOGUE_ADMIN_MESSAGES.u],
    ];
    for (const [body, path, message] of cases) {
      const res = await patch(itemIds.mysorePak, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ message, fields: [{ path, message }] });
    }
    const sub = await patch(itemIds.mysorePak, { subcategoryId: 'no-such' });
    expect(sub.json().error.fields).toEqual([{ path: 'subcategoryId', message: 'No subcategory "no-such"' }]);
    expect(await stored(itemIds.mysorePak)).toEqual(before);
  });

  it('answers 404 for an unknown item and 400 for an id that is not one', async () => {
    const missing = await patch(999_999, { mrpPaise: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No item 999999');
    expect((await patch('abc', { mrpPaise: 1 })).statusCode).toBe(400);
    expect((await patch('99999999999', { mrpPaise: 1 })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await patch(itemIds.mysorePak, { mrpPaise: 1 }, {})).statusCode).toBe(401);
    expect((await patch(itemIds.mysorePak, { mrpPaise: 1 }, await headersFor('outlet'))).statusCode).toBe(
      403,
    );
    expect((await stored(itemIds.mysorePak))?.mrpPaise).toBe(100_00);
  });
});
