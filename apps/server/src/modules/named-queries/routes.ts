import { approvedQueryParamsSchema, multipleQueriesRequestSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { runNamedQueries, runNamedQuery } from './run-named-queries.ts';

// The route admits everyone who reads stock lists, and finance (receivables); each query then
// checks its own roles.
const queryReaders = { access: allow('production', 'warehouse', 'outlet', 'finance') };

// Each query builds its rows to the contract's row shape (NAMED_QUERIES[name].row): the schema
// of an answer depends on the name asked, and re-checking 10,000 inventory rows on the way out
// would cost more than the query.
const rowsSchema = z.array(z.unknown());

/** The approved queries of the data API (operations.md §7), under /dataapi. */
export const namedQueryDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/common/approved-queries/:name',
    {
      config: queryReaders,
      schema: {
        summary: "One approved query by name; the body is that query's parameters",
        tags: ['queries'],
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
        tags: ['queries'],
        body: multipleQueriesRequestSchema,
        response: { 200: z.record(z.string(), rowsSchema) },
      },
    },
    async (request) => runNamedQueries(db, { user: currentUser(request), queries: request.body }),
  );
};
