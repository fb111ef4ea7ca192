import type { AdminCategory, UpdateCategory } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adminCategoryColumns } from './admin-catalogue-columns.ts';

/** Rename, reorder, hide (live 0) or show (live 1) a category. Its id stays: items refer to it. */
export async function updateCategory(
  db: DbOrTx,
  options: { id: string; changes: UpdateCategory },
): Promise<AdminCategory> {
  const [updated] = await db
    .update(categories)
    .set({ ...options.changes, updatedAt: sql`now()` })
    .where(eq(categories.id, options.id))
    .returning(adminCategoryColumns);
  if (!updated) throw AppError.notFound(`No category "${options.id}"`);
  return updated;
}
