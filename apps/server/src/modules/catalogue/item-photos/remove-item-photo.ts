import type { AdminItem } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { itemPhotos, items } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adminItemColumns } from '../catalogue-admin/admin-catalogue-columns.ts';

/** The item shows no photo any more: its sizes are deleted and its thumbnail cleared, together. */
export async function removeItemPhoto(db: Database, options: { id: number }): Promise<AdminItem> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(items)
      .set({ thumbnail: null, updatedAt: sql`now()` })
      .where(eq(items.id, options.id))
      .returning(adminItemColumns);
    if (!updated) throw AppError.notFound(`No item ${options.id}`);
    await tx.delete(itemPhotos).where(eq(itemPhotos.itemId, options.id));
    return updated;
  });
}
