import { createHash } from 'node:crypto';
import { ITEM_PHOTO_MESSAGES, ITEM_PHOTO_WIDTHS, type ItemPhotoWidth, itemPhotoHash } from '@kadai/contract';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error.ts';

/** Decoders an upload may use. AVIF is reported as 'heif'; SVG (a document, not a photo) is not here. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** A 40-megapixel camera is plenty; more is a decompression bomb, not a product photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ResizedPhoto {
  width: ItemPhotoWidth;
  pixelWidth: number;
  pixelHeight: number;
  contentType: 'image/webp';
  content: Buffer;
}

const notImage = () => AppError.validation([{ path: 'photo', message: ITEM_PHOTO_MESSAGES.notImage }]);

/**
 * An upload made into each stored size: turned upright by its EXIF orientation, fitted inside a
 * width × width square (never enlarged), WebP, metadata (location and all) dropped. What the bytes
 * are is decided by decoding them, not by the name or content type the browser sent.
 */
export async function resizeItemPhoto(bytes: Buffer): Promise<{ hash: string; sizes: ResizedPhoto[] }> {
  if (bytes.length === 0) throw AppError.validation([{ path: 'photo', message: ITEM_PHOTO_MESSAGES.empty }]);
  const decode = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await decode()
    .metadata()
    .then((meta) => meta.format as string | undefined)
    .catch(() => undefined);
  if (!format || !PHOTO_FORMATS.has(format)) throw notImage();

  const sizes = await Promise.all(
    ITEM_PHOTO_WIDTHS.map(async (width): Promise<ResizedPhoto> => {
      const { data, info } = await decode()
        .rotate()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return {
        width,
        pixelWidth: info.width,
        pixelHeight: info.height,
        contentType: 'image/webp',
        content: data,
      };
    }),
  ).catch((error: unknown) => {
    // A header that reads as an image over a body that does not decode (a truncated file).
    if (error instanceof AppError) throw error;
    throw notImage();
  });
  return { hash: itemPhotoHash(createHash('sha256').update(bytes).digest('hex')), sizes };
}
