import { batchAddResponseSchema, movementBatchSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { addMovementBatch, type MovementDispatch } from './add-movement-batch.ts';

// A full plan (MAX_BATCH_ROWS movements of about 300 bytes) is larger than the app's 1 MB default.
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

/** The stock-ledger batch post of the data API (operations.md §7), under /dataapi. */
export const movementDataRoutes: FastifyPluginAsyncZod<{ db: Database; dispatch: MovementDispatch }> = async (
  app,
  { db, dispatch },
) => {
  app.post(
    '/api/inventory/product-movement/batch/add',
    {
      // Warehouse staff confirm dispatches this way in the older client; planning stays the planners'.
      config: { access: allow('production', 'warehouse') },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Append a batch of movements to the stock ledger, all or nothing',
        description:
          'Safe to retry for 24 hours with an Idempotency-Key (per user): the same key writes nothing again ' +
          'and answers 200 with replayed: true; the same key with another body is 422; without a key every ' +
          'post is written. Planning sends its warehouse totals and its outlet quantities in one batch, and ' +
          "per product they must add up. Each row's team is its product's; a user tied to a team may move " +
          'only its products (403). A dispatched row needs driver_name, then vehicle_number, and sends its ' +
          'stock from the warehouse onto a trip as Confirm Dispatch does (409 when the warehouse holds less); ' +
          'a received row is refused: receipts are confirmed through POST /api/stock/receipts. Warehouse ' +
          'staff may post dispatched rows only (403 for any other row).',
        tags: ['movements'],
        headers: idempotencyKeyHeadersSchema,
        body: movementBatchSchema,
        response: { 200: batchAddResponseSchema, 201: batchAddResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await addMovementBatch(db, {
        user: currentUser(request),
        rows: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        dispatch,
      });
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );
};
