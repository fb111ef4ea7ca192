import { type AdminItem, ITEM_THUMBNAIL_WIDTH, itemPhotoUrl } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { itemPhotos, items } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adminItemColumns } from '../catalogue-admin/admin-catalogue-columns.ts';
import { resizeItemPhoto } from './resize-item-photo.ts';

/**
 * An item's new photo: every size replaces the old ones and the item's thumbnail points at the
 * new address, in one transaction, so the order form never links a size that is not stored. The
 * resizing happens before the transaction: no row is locked while images are encoded.
 */
export async function uploadItemPhoto(
  db: Database,
  options: { id: number; bytes: Buffer },
): Promise<AdminItem> {
  const photo = await resizeItemPhoto(options.bytes);
  return db.transaction(async (tx) => {
    // Two uploads for one item at once: the later waits here, and its photo is the one kept.
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .where(eq(items.id, options.id))
      .for('update');
    if (!item) throw AppError.notFound(`No item ${options.id}`);
    await tx.delete(itemPhotos).where(eq(itemPhotos.itemId, options.id));
    await tx
      .insert(itemPhotos)
      .values(photo.sizes.map((size) => ({ ...size, itemId: options.id, hash: photo.hash })));
    const thumbnail = itemPhotoUrl({ itemId: options.id, hash: photo.hash, width: ITEM_THUMBNAIL_WIDTH });
    const [updated] = await tx
      .update(items)
      .set({ thumbnail, updatedAt: sql`now()` })
      .where(eq(items.id, options.id))
      .returning(adminItemColumns);
    if (!updated) throw AppError.notFound(`No item ${options.id}`);
    return updated;
  });
}
