import {
  approvedQueryParamsSchema,
  batchAddResponseSchema,
  movementBatchSchema,
  multipleQueriesRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { addMovementBatch } from './add-movement-batch.ts';
import { runNamedQueries, runNamedQuery } from './run-named-queries.ts';

// The route admits everyone who reads stock lists; each query then checks its own roles.
const queryReaders = { access: allow('production', 'warehouse', 'outlet') };

// A full plan (MAX_BATCH_ROWS movements of about 300 bytes) is larger than the app's 1 MB default.
const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

const batchHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key must be 8 to 128 characters' })
    .max(128, { error: 'Idempotency-Key must be 8 to 128 characters' })
    .optional(),
});

// Each query builds its rows to the contract's row shape (NAMED_QUERIES[name].row): the schema
// of an answer depends on the name asked, and re-checking 10,000 inventory rows on the way out
// would cost more than the query.
const rowsSchema = z.array(z.unknown());

/** The approved queries and the stock-ledger batch post of the data API (operations.md §7), under /dataapi. */
export const movementDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/common/approved-queries/:name',
    {
      config: queryReaders,
      schema: {
        summary: "One approved query by name; the body is that query's parameters",
        tags: ['movements'],
        params: approvedQueryParamsSchema,
        body: z.unknown().optional(),
        response: { 200: rowsSchema },
      },
    },
    async (request) =>
      runNamedQuery(db, { user: currentUser(request), name: request.params.name, params: request.body }),
  );

  app.post(
    '/api/common/multiple-approved-queries',
    {
      config: queryReaders,
      schema: {
        summary: 'Several approved queries in one call: { "<name>": params, … } → { "<name>": rows, … }',
        tags: ['movements'],
        body: multipleQueriesRequestSchema,
        response: { 200: z.record(z.string(), rowsSchema) },
      },
    },
    async (request) => runNamedQueries(db, { user: currentUser(request), queries: request.body }),
  );

  app.post(
    '/api/inventory/product-movement/batch/add',
    {
      config: { access: allow('production') },
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Append a batch of movements to the stock ledger, all or nothing',
        description:
          'Safe to retry: the same Idempotency-Key (or, without one, the same body on the same business day) ' +
          'writes nothing again and answers 200 with replayed: true; the same key with another body is 422. ' +
          'Planning sends its warehouse totals and its outlet quantities in one batch.',
        tags: ['movements'],
        headers: batchHeadersSchema,
        body: movementBatchSchema,
        response: { 200: batchAddResponseSchema, 201: batchAddResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await addMovementBatch(db, {
        user: currentUser(request),
        rows: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.replayed ? 200 : 201).send(answer);
    },
  );
};
