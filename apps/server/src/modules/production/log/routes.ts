import { batchAddResponseSchema, productionBatchSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { currentUser } from '../../auth/access.ts';
import { production, RETRY_NOTE } from '../production-access.ts';
import { addProductionBatch } from './add-production-batch.ts';

/** Production Log and Confirm post here, at the older system's path under /dataapi (operations.md §7). */
export const logRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/dataapi/api/inventory/production/batch/add',
    {
      config: production,
      schema: {
        summary: 'Post production entries (production log, confirm), all or nothing',
        description: `${RETRY_NOTE} user_id is always the signed-in user's display name.`,
        tags: ['production'],
        headers: idempotencyKeyHeadersSchema,
        body: productionBatchSchema,
        response: { 200: batchAddResponseSchema, 201: batchAddResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addProductionBatch(db, {
        entries: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );
};
