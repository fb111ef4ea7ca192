import type { AdminItem, UpdateItem } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { items } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adminItemColumns } from './admin-catalogue-columns.ts';
import { toCatalogueWriteError } from './catalogue-write-error.ts';

/** Any of an item's fields; the row on the admin screen sends one field at a time (order, show, pu, u, mrpPaise). */
export async function updateItem(
  db: DbOrTx,
  options: { id: number; changes: UpdateItem },
): Promise<AdminItem> {
  const [updated] = await db
    .update(items)
    .set({ ...options.changes, updatedAt: sql`now()` })
    .where(eq(items.id, options.id))
    .returning(adminItemColumns)
    .catch((error: unknown) => {
      throw toCatalogueWriteError(error, options.changes);
    });
  if (!updated) throw AppError.notFound(`No item ${options.id}`);
  return updated;
}
