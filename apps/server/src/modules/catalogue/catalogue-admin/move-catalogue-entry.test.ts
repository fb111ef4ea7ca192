import { CATALOGUE_ADMIN_MESSAGES, ORDER_STEP } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, items, subcategories } from '../../../db/schema/index.ts';
import { useCatalogueAdminTest } from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, headersFor, itemIds } = await useCatalogueAdminTest();

function move(path: string, delta: unknown, headers: Record<string, string> = adminHeaders) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/${path}/move`,
    payload: { delta },
    headers,
  });
}

describe('POST /api/admin/catalogue/…/:id/move', () => {
  it('raises a category, a subcategory and an item by 11 and lowers them by 11', async () => {
    const raised = await move('categories/sweets', ORDER_STEP);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toEqual({ id: 'sweets', order: 22 });
    const [category] = await db.select().from(categories).where(eq(categories.id, 'sweets'));
    expect(category?.order).toBe(22);

    expect((await move('subcategories/ghee-sweets', -ORDER_STEP)).json()).toEqual({
      id: 'ghee-sweets',
      order: 0,
    });
    const [sub] = await db.select().from(subcategories).where(eq(subcategories.id, 'ghee-sweets'));
    expect(sub?.order).toBe(0);

    expect((await move(`items/${itemIds.kajuKatli}`, ORDER_STEP)).json()).toEqual({
      id: itemIds.kajuKatli,
      order: 33,
    });
    expect((await move(`items/${itemIds.kajuKatli}`, -ORDER_STEP)).json()).toMatchObject({ order: 22 });
  });

  it('does the arithmetic in the database, so presses at the same moment all count', async () => {
    const presses = await Promise.all(
      Array.from({ length: 8 }, () => move(`items/${itemIds.matches}`, ORDER_STEP)),
    );
    expect(presses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const [row] = await db.select().from(items).where(eq(items.id, itemIds.matches));
    expect(row?.order).toBe(11 + 8 * ORDER_STEP);
  });

  it('moves by 11 only, and answers 404 for what does not exist', async () => {
    for (const delta of [5, 22, '11', null]) {
      const res = await move('categories/sweets', delta);
      expect(res.statusCode, String(delta)).toBe(400);
      expect(res.json().error.fields).toEqual([{ path: 'delta', message: CATALOGUE_ADMIN_MESSAGES.delta }]);
    }
    expect((await move('categories/no-such', ORDER_STEP)).statusCode).toBe(404);
    expect((await move('subcategories/no-such', ORDER_STEP)).json().error.message).toBe(
      'No subcategory "no-such"',
    );
    expect((await move('items/999999', ORDER_STEP)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await move('categories/sweets', ORDER_STEP, {})).statusCode).toBe(401);
    expect((await move('items/1', ORDER_STEP, await headersFor('finance'))).statusCode).toBe(403);
  });
});
