import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subcategories } from '../../../db/schema/index.ts';
import {
  publicItems,
  readPublicCatalogueUntil,
  useCatalogueAdminTest,
} from '../../../test/kits/catalogue-admin-test-kit.ts';

const { app, db, adminHeaders, itemIds } = await useCatalogueAdminTest();

function patch(id: string, body: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/catalogue/subcategories/${id}`,
    payload: body,
    headers: adminHeaders,
  });
}

describe('PATCH /api/admin/catalogue/subcategories/:id', () => {
  it('hides a subcategory with its items from the order form, and shows it again', async () => {
    const res = await patch('ghee-sweets', { live: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'ghee-sweets', live: 0 });
    const hidden = await readPublicCatalogueUntil(app, (b) => !publicItems(b).has(itemIds.mysorePak));
    expect(publicItems(hidden).has(itemIds.mysorePak)).toBe(false);
    expect(publicItems(hidden).has(itemIds.matches)).toBe(true);

    await patch('ghee-sweets', { live: 1 });
    const shown = await readPublicCatalogueUntil(app, (b) => publicItems(b).has(itemIds.mysorePak));
    expect(publicItems(shown).has(itemIds.mysorePak)).toBe(true);
  });

  it('moves it to another category and changes its layout', async () => {
    const res = await patch('ghee-sweets', { categoryId: 'general-store', column: 'veg', n: 'Ghee' });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(subcategories).where(eq(subcategories.id, 'ghee-sweets'));
    expect(row).toMatchObject({ categoryId: 'general-store', column: 'veg', n: 'Ghee' });
  });

  it('answers 400 naming categoryId for a missing category, 404 for a missing subcategory', async () => {
    const bad = await patch('ghee-sweets', { categoryId: 'no-such' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'categoryId', message: 'No category "no-such"' }]);

    const missing = await patch('no-such', { live: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No subcategory "no-such"');
  });
});
