import {
  DESTRUCTION_PHOTO_MAX_BYTES,
  destroyStockRequestSchema,
  destroyStockResponseSchema,
  destructionListQuerySchema,
  destructionListSchema,
  destructionPhotoParamsSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { destroyStock } from './destroy-stock.ts';
import { destructionScope } from './destruction-scope.ts';
import { exportDestructions } from './export-destructions.ts';
import { getDestructionPhoto } from './get-destruction-photo.ts';
import { listDestructions } from './list-destructions.ts';

/** The warehouse, the outlets (their own) and the kitchens (at the warehouse). */
const destroying = { access: allow('warehouse', 'outlet', 'production') };
const tags = ['destruction'];

/** Expiry Management (operations.md §2, kitchen-destruction), under /api/destruction. */
export const destructionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: destroying,
      schema: {
        summary: 'Stock destroyed in a period (both days included), newest first',
        description: "An outlet user's list holds their outlet only; the kitchens' the warehouse only.",
        tags,
        querystring: destructionListQuerySchema,
        response: { 200: destructionListSchema },
      },
    },
    async (request) => {
      const scope = destructionScope(currentUser(request), request.query.outletId);
      return listDestructions(db, { ...request.query, ...scope });
    },
  );

  app.get(
    '/export.xlsx',
    {
      config: destroying,
      schema: { summary: 'The listed destructions as XLSX', tags, querystring: destructionListQuerySchema },
    },
    async (request, reply) => {
      const scope = destructionScope(currentUser(request), request.query.outletId);
      return sendXlsx(reply, await exportDestructions(db, { ...request.query, ...scope }));
    },
  );

  app.post(
    '/',
    {
      config: destroying,
      // The photo travels base64 in JSON: a third larger than its bytes, plus the envelope.
      bodyLimit: Math.ceil((DESTRUCTION_PHOTO_MAX_BYTES * 4) / 3) + 256 * 1024,
      schema: {
        summary: 'Destroys expired or spoiled stock at a place, with a reason and a photo or a note',
        description:
          "One 'destroyed' move per product leaves the place's stock; never more than it holds (409 naming the product). Reason other needs a note; a JPEG, PNG or WebP photo up to 5 MB. Send an Idempotency-Key: a retry with it destroys nothing again and gets the first answer.",
        tags,
        headers: idempotencyKeyHeadersSchema,
        body: destroyStockRequestSchema,
        response: { 201: destroyStockResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await destroyStock(db, {
          request: request.body,
          user: currentUser(request),
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.get(
    '/photos/:id',
    {
      config: destroying,
      schema: { summary: "A destruction's photo", tags, params: destructionPhotoParamsSchema },
    },
    async (request, reply) => {
      const photo = await getDestructionPhoto(db, { id: request.params.id, user: currentUser(request) });
      // Photos never change once taken; they are private to those who may see the place.
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(photo.bytes);
    },
  );
};
