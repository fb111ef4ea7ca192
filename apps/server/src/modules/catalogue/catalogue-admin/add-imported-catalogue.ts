import type { Tx } from '../../../db/client.ts';
import { insertInChunks } from '../../../db/insert-in-chunks.ts';
import { categories, items, subcategories } from '../../../db/schema/index.ts';

/**
 * An older store's catalogue, written in the import's transaction: its categories and
 * subcategories, then its items one at a time, so each is paired with its new serial id beyond
 * doubt. The items' new ids come back in the order given.
 */
export async function addImportedCatalogue(
  tx: Tx,
  options: {
    categories: readonly (typeof categories.$inferInsert)[];
    subcategories: readonly (typeof subcategories.$inferInsert)[];
    items: readonly (typeof items.$inferInsert)[];
  },
): Promise<number[]> {
  await insertInChunks(options.categories, (chunk) => tx.insert(categories).values(chunk));
  await insertInChunks(options.subcategories, (chunk) => tx.insert(subcategories).values(chunk));
  const ids: number[] = [];
  for (const values of options.items) {
    const [row] = await tx.insert(items).values(values).returning({ id: items.id });
    if (!row) throw new Error('unreachable: an insert returns its row');
    ids.push(row.id);
  }
  return ids;
}
