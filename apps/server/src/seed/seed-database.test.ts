import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, items, subcategories } from '../db/schema/catalogue.ts';
import { stores } from '../db/schema/organisation.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { seedDatabase } from './seed-database.ts';

const first = await useTestDatabase();
const second = await useTestDatabase();

async function countRows(db: typeof first.db) {
  const [c] = await db.select({ n: count() }).from(categories);
  const [s] = await db.select({ n: count() }).from(subcategories);
  const [i] = await db.select({ n: count() }).from(items);
  const [h] = await db.select({ n: count() }).from(items).where(eq(items.live, 0));
  const [st] = await db.select({ n: count() }).from(stores);
  return { categories: c?.n, subcategories: s?.n, items: i?.n, hidden: h?.n, stores: st?.n };
}

describe('seedDatabase', () => {
  it('seeds the demo shop once, and leaves a seeded database alone', async () => {
    const demo = demoCatalogue();
    expect(await seedDatabase(first.db, { catalogue: 'demo' })).toBe(true);
    const seeded = await countRows(first.db);
    expect(seeded).toEqual({
      categories: demo.categories.length,
      subcategories: demo.subcategories.length,
      items: demo.items.length,
      hidden: demo.items.filter((i) => i.live === 0).length,
      stores: 4,
    });
    expect(await seedDatabase(first.db, { catalogue: 'large' })).toBe(false);
    expect(await countRows(first.db)).toEqual(seeded);
  });

  it('seeds a large catalogue of the asked size, once even when two starts race', async () => {
    const results = await Promise.all([
      seedDatabase(second.db, { catalogue: 'large', items: 5000 }),
      seedDatabase(second.db, { catalogue: 'large', items: 5000 }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await countRows(second.db)).items).toBe(5000);
  });
});
