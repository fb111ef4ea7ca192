import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { insertInChunks } from '../db/insert-in-chunks.ts';
import { categories, items, subcategories } from '../db/schema/catalogue.ts';
import { stores } from '../db/schema/organisation.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { generateCatalogue } from './generate-catalogue.ts';

// Two server processes starting together on an empty database must not both seed it.
const SEED_LOCK_KEY = 0x6b_61_64_61; // "kada"

/**
 * Fills an empty catalogue (first run) with the demo shop or a generated large one, plus the stores.
 * Returns false, touching nothing, when any category already exists.
 */
export async function seedDatabase(
  db: Database,
  options: { catalogue: 'demo' | 'large'; items?: number },
): Promise<boolean> {
  const catalogue =
    options.catalogue === 'demo' ? demoCatalogue() : generateCatalogue({ items: options.items ?? 5000 });

  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return false;

    await insertInChunks(catalogue.categories, (chunk) => tx.insert(categories).values(chunk));
    await insertInChunks(catalogue.subcategories, (chunk) => tx.insert(subcategories).values(chunk));
    await insertInChunks(catalogue.items, (chunk) => tx.insert(items).values(chunk));
    // Stores may have been entered by hand before any catalogue existed; keep those.
    await insertInChunks(catalogue.stores, (chunk) => tx.insert(stores).values(chunk).onConflictDoNothing());
    return true;
  });
}
