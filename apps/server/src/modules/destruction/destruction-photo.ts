import { DESTRUCTION_MESSAGES, DESTRUCTION_PHOTO_MAX_BYTES, type DestructionPhoto } from '@kadai/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** What the first bytes of each accepted image type are: the declared type must be the real one. */
const SIGNATURES: Record<DestructionPhoto['contentType'], (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** A 40-megapixel camera is plenty; more is a decompression bomb, not a photo of spoiled stock. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The photo's bytes, checked: one of the accepted types (by its content, not its label), within the
 * limit. Then decoded, turned upright and encoded again in the same type, which drops the metadata:
 * a phone's photo carries where it was taken (EXIF GPS), which the trash report has no need of.
 */
export async function photoBytes(photo: DestructionPhoto): Promise<Buffer> {
  const bytes = Buffer.from(photo.content, 'base64');
  if (bytes.length > DESTRUCTION_PHOTO_MAX_BYTES) {
    throw AppError.validation([{ path: 'photo', message: DESTRUCTION_MESSAGES.photoTooLarge }]);
  }
  if (bytes.length === 0 || !SIGNATURES[photo.contentType](bytes)) {
    throw AppError.validation([{ path: 'photo', message: DESTRUCTION_MESSAGES.photoType }]);
  }
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const encoded =
    photo.contentType === 'image/jpeg'
      ? image.jpeg({ quality: 85 })
      : photo.contentType === 'image/png'
        ? image.png()
        : image.webp({ quality: 85 });
  // A header that reads as an image over a body that does not decode (a truncated file).
  return encoded.toBuffer().catch(() => {
    throw AppError.validation([{ path: 'photo', message: DESTRUCTION_MESSAGES.photoType }]);
  });
}
