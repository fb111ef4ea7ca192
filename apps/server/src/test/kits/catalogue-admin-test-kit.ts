import type { Role } from '@kadai/contract';
import { UNCATEGORISED_SUBCATEGORY_ID } from '@kadai/contract';
import { beforeAll } from 'vitest';
import { categories, items, subcategories } from '../../db/schema/index.ts';
import { buildCategory, buildItem, buildSubcategory } from '../../seed/factories.ts';
import { buildTestApp } from '../build-test-app.ts';
import { signInAs } from '../staff-session.ts';
import { useTestDatabase } from '../test-database.ts';

/**
 * A fresh database with a small shop for the catalogue admin tests: two categories, the shared
 * 'uncategorised' subcategory, one subcategory of its own, a few items (one hidden), and an
 * admin's session.
 */
export async function useCatalogueAdminTest() {
  const { db } = await useTestDatabase();
  const app = await buildTestApp(db);
  const shop = {
    sweets: buildCategory({ id: 'sweets', n: 'Sweets', order: 11 }),
    store: buildCategory({ id: 'general-store', n: 'General Store', order: 22 }),
    uncategorised: buildSubcategory({
      id: UNCATEGORISED_SUBCATEGORY_ID,
      n: 'Others',
      categoryId: 'general-store',
      order: 999,
    }),
    gheeSweets: buildSubcategory({ id: 'ghee-sweets', n: 'Ghee Sweets', categoryId: 'sweets', order: 11 }),
  };
  const itemIds = { mysorePak: 0, kajuKatli: 0, hiddenHalwa: 0, matches: 0 };

  beforeAll(async () => {
    await db.insert(categories).values([shop.sweets, shop.store]);
    await db.insert(subcategories).values([shop.uncategorised, shop.gheeSweets]);
    const rows = await db
      .insert(items)
      .values([
        buildItem({ name: 'Ghee Mysore Pak', categoryId: 'sweets', subcategoryId: 'ghee-sweets', order: 11 }),
        buildItem({ name: 'Kaju Katli', categoryId: 'sweets', subcategoryId: 'ghee-sweets', order: 22 }),
        buildItem({
          name: 'Carrot Halwa',
          categoryId: 'sweets',
          subcategoryId: UNCATEGORISED_SUBCATEGORY_ID,
          order: 33,
          live: 0,
        }),
        buildItem({ name: 'Matches', categoryId: 'general-store', order: 11, mrpPaise: 5_00 }),
      ])
      .returning({ id: items.id });
    const [mysorePak, kajuKatli, hiddenHalwa, matches] = rows.map((r) => r.id);
    if (!mysorePak || !kajuKatli || !hiddenHalwa || !matches) throw new Error('the shop has four items');
    Object.assign(itemIds, { mysorePak, kajuKatli, hiddenHalwa, matches });
  });

  const admin = await signInAs(app, db, { role: 'admin' });
  const headersFor = async (role: Role) => (await signInAs(app, db, { role })).headers;

  return { db, app, shop, itemIds, adminHeaders: admin.headers, headersFor };
}

type PublicCatalogue = {
  categories: { id: string; subcategories: { id: string; items: { id: number; mrpPaise: number }[] }[] }[];
};

/** The items the customer's order form gets from GET /api/catalogue, by id. */
export function publicItems(body: PublicCatalogue) {
  return new Map(
    body.categories.flatMap((c) => c.subcategories.flatMap((s) => s.items.map((i) => [i.id, i] as const))),
  );
}

/**
 * The order form's catalogue cache drops itself when PostgreSQL's change notice arrives, a moment
 * after the write commits: read until it shows what `until` expects, or give up after 5 s.
 */
export async function readPublicCatalogueUntil(
  app: Awaited<ReturnType<typeof useCatalogueAdminTest>>['app'],
  until: (body: PublicCatalogue) => boolean,
): Promise<PublicCatalogue> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const body = (await app.inject('/api/catalogue')).json() as PublicCatalogue;
    if (until(body) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
