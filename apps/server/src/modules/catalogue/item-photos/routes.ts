import type { IncomingMessage } from 'node:http';
import {
  adminItemSchema,
  ITEM_PHOTO_MAX_BYTES,
  ITEM_PHOTO_MESSAGES,
  itemIdParamsSchema,
  itemPhotoParamsSchema,
} from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { allow, PUBLIC } from '../../auth/access.ts';
import { getItemPhoto } from './get-item-photo.ts';
import { removeItemPhoto } from './remove-item-photo.ts';
import { uploadItemPhoto } from './upload-item-photo.ts';

const tooLarge = () => AppError.validation([{ path: 'photo', message: ITEM_PHOTO_MESSAGES.tooLarge }]);

/** The request body as bytes, refused with the field's message as soon as it passes the limit. */
async function readPhotoBody(payload: IncomingMessage): Promise<Buffer> {
  if (Number(payload.headers['content-length'] ?? 0) > ITEM_PHOTO_MAX_BYTES) {
    payload.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload) {
    length += (chunk as Buffer).length;
    if (length > ITEM_PHOTO_MAX_BYTES) {
      payload.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Upload (PUT, the image file itself as the body) and remove an item's photo, for admins:
 * /api/admin/catalogue/items/:id/photo. Whatever content type is sent, the bytes are decoded to
 * decide whether they are a photo, so a wrong type gets the field's message, not a 415.
 */
const itemPhotoAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', async (_request: unknown, payload: IncomingMessage) =>
    readPhotoBody(payload),
  );

  const config = { access: allow('admin') };
  const tags = ['catalogue admin'];

  app.put(
    '/api/admin/catalogue/items/:id/photo',
    {
      config,
      schema: {
        summary: `Upload an item's photo (JPEG, PNG, WebP, GIF or AVIF, at most ${ITEM_PHOTO_MAX_BYTES / 1024 / 1024} MB): stored in each size, the thumbnail pointing at it`,
        tags,
        params: itemIdParamsSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return uploadItemPhoto(db, { id: request.params.id, bytes });
    },
  );

  app.delete(
    '/api/admin/catalogue/items/:id/photo',
    {
      config,
      schema: {
        summary: "Remove an item's photo: its sizes deleted, its thumbnail cleared",
        tags,
        params: itemIdParamsSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => removeItemPhoto(db, { id: request.params.id }),
  );
};

/** A year: the address carries the photo's hash, so a new photo is a new address, never a stale copy. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The photos the order form shows: /api/catalogue/items/:id/photo/:hash/:width, for anyone. */
const publicItemPhotoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/catalogue/items/:id/photo/:hash/:width',
    {
      config: { access: PUBLIC },
      schema: {
        summary: "One size of an item's photo (WebP), cacheable for a year",
        tags: ['catalogue'],
        params: itemPhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, hash, width } = request.params;
      const raw = reply as unknown as FastifyReply;
      const etag = `"${hash}-${width}"`;
      if (request.headers['if-none-match'] === etag) {
        return raw.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const photo = await getItemPhoto(db, { itemId: id, hash, width });
      // A replaced or removed photo: its old address answers 404, kept by no cache for long.
      if (!photo) throw AppError.notFound('No such photo');
      return raw
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .type(photo.contentType)
        .send(photo.content);
    },
  );
};

/** An item's photo: the admin's upload and removal, and the sizes the order form shows. */
export const itemPhotoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Its own scope: the admin's photo routes read raw image bytes, not JSON.
  await app.register(itemPhotoAdminRoutes, { db });
  await app.register(publicItemPhotoRoutes, { db });
};
