import type { MoveCatalogueEntryRequest, MovedCatalogueEntry } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, items, subcategories } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

const TABLES = { category: categories, subcategory: subcategories, item: items };

export type CatalogueEntryRef =
  | { kind: 'category' | 'subcategory'; id: string }
  | { kind: 'item'; id: number };

/**
 * Raise (+11) or lower (−11) a category, subcategory or item. The arithmetic happens in the
 * UPDATE itself, so two admins pressing at once move it twice instead of one press being lost.
 */
export async function moveCatalogueEntry(
  db: DbOrTx,
  options: { entry: CatalogueEntryRef; delta: MoveCatalogueEntryRequest['delta'] },
): Promise<MovedCatalogueEntry> {
  const { entry, delta } = options;
  const result = await db.execute<MovedCatalogueEntry>(sql`
    UPDATE ${TABLES[entry.kind]}
    SET "order" = "order" + ${delta}, "updated_at" = now()
    WHERE "id" = ${entry.id}
    RETURNING "id", "order"`);
  const [moved] = result.rows;
  if (!moved) {
    throw AppError.notFound(entry.kind === 'item' ? `No item ${entry.id}` : `No ${entry.kind} "${entry.id}"`);
  }
  return moved;
}
