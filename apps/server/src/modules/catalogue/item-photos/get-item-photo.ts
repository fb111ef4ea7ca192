import type { ItemPhotoWidth } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { itemPhotos } from '../../../db/schema/index.ts';

/** One stored size of an item's photo, if the hash asked for is still the item's photo. */
export async function getItemPhoto(
  db: DbOrTx,
  options: { itemId: number; hash: string; width: ItemPhotoWidth },
): Promise<{ contentType: string; content: Buffer } | null> {
  const [photo] = await db
    .select({ contentType: itemPhotos.contentType, content: itemPhotos.content })
    .from(itemPhotos)
    .where(
      and(
        eq(itemPhotos.itemId, options.itemId),
        eq(itemPhotos.width, options.width),
        eq(itemPhotos.hash, options.hash),
      ),
    );
  return photo ?? null;
}
