import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Widths (px) each uploaded item photo is stored at, as WebP: the order form's thumbnail, and
 * two larger ones for sharper screens. A photo fits inside a square of the width, never enlarged.
 */
export const ITEM_PHOTO_WIDTHS = [96, 320, 640] as const;
export type ItemPhotoWidth = (typeof ITEM_PHOTO_WIDTHS)[number];
/** The size the catalogue's thumbnail field points at; srcset offers the others. */
export const ITEM_THUMBNAIL_WIDTH: ItemPhotoWidth = 96;

/** A phone camera's photo is 2–6 MB; a larger file is refused before it is read whole. */
export const ITEM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** What an upload may be, as the file picker is told; SVG is no photo. */
export const ITEM_PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const ITEM_PHOTO_MESSAGES = {
  notImage: 'Photo: a JPEG, PNG, WebP, GIF or AVIF image, please',
  tooLarge: `Photo: at most ${ITEM_PHOTO_MAX_BYTES / (1024 * 1024)} MB`,
  empty: 'Photo: please choose an image file',
} as const;

/** How many hex digits of the photo's SHA-256 its addresses carry: a new photo, a new address. */
const HASH_LENGTH = 16;

export const itemPhotoParamsSchema = lazySchema(() =>
  z.object({
    id: z.coerce
      .number({ error: 'Item id: a whole number' })
      .int({ error: 'Item id: a whole number' })
      .positive({ error: 'Item id: a whole number' })
      .max(2_147_483_647, { error: 'Item id: a whole number' }),
    hash: z.string().regex(new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`), { error: 'Photo hash: 16 hex digits' }),
    width: z.coerce
      .number()
      .pipe(z.literal(ITEM_PHOTO_WIDTHS, { error: `Width: one of ${ITEM_PHOTO_WIDTHS.join(', ')}` })),
  }),
);

export function itemPhotoHash(sha256Hex: string): string {
  return sha256Hex.slice(0, HASH_LENGTH);
}

/** Where one size of an item's photo is served; the hash in it lets browsers keep it for a year. */
export function itemPhotoUrl(options: { itemId: number; hash: string; width: ItemPhotoWidth }): string {
  return `/api/catalogue/items/${options.itemId}/photo/${options.hash}/${options.width}`;
}

const PHOTO_URL = new RegExp(`^/api/catalogue/items/(\\d+)/photo/([0-9a-f]{${HASH_LENGTH}})/\\d+$`);

/**
 * The img attributes for an item's thumbnail: every stored size in srcset when the thumbnail is an
 * uploaded photo (its 96 px address), or the thumbnail as it is when an admin typed a URL.
 */
export function itemPhotoSources(thumbnail: string | null): { src: string; srcSet?: string } | null {
  if (!thumbnail) return null;
  const match = PHOTO_URL.exec(thumbnail);
  if (!match?.[1] || !match[2]) return { src: thumbnail };
  const [itemId, hash] = [Number(match[1]), match[2]];
  return {
    src: thumbnail,
    srcSet: ITEM_PHOTO_WIDTHS.map((width) => `${itemPhotoUrl({ itemId, hash, width })} ${width}w`).join(', '),
  };
}
