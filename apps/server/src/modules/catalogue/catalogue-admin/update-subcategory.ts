import type { AdminSubcategory, UpdateSubcategory } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { subcategories } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adminSubcategoryColumns } from './admin-catalogue-columns.ts';
import { toCatalogueWriteError } from './catalogue-write-error.ts';

/** Rename, move to another category, change layout, reorder, hide or show a subcategory. */
export async function updateSubcategory(
  db: DbOrTx,
  options: { id: string; changes: UpdateSubcategory },
): Promise<AdminSubcategory> {
  const [updated] = await db
    .update(subcategories)
    .set({ ...options.changes, updatedAt: sql`now()` })
    .where(eq(subcategories.id, options.id))
    .returning(adminSubcategoryColumns)
    .catch((error: unknown) => {
      throw toCatalogueWriteError(error, options.changes);
    });
  if (!updated) throw AppError.notFound(`No subcategory "${options.id}"`);
  return updated;
}
