import {
  businessDay,
  carryOverBulkQuerySchema,
  carryOverBulkSchema,
  carryOverQuerySchema,
  carryOverResultSchema,
  carryOverSheetSchema,
  supplierListSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../auth/access.ts';
import { counters } from './carry-over-access.ts';
import { getCarryOverSheet } from './get-carry-over-sheet.ts';
import { listCarryOverSuppliers } from './list-carry-over-suppliers.ts';
import { postCarryOver } from './post-carry-over.ts';

/**
 * The monthly carry-over: the web app's sheet to count from under /api/carry-over, and the save, at
 * the older client's path under /dataapi (operations.md §7).
 */
export const carryOverCountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/carry-over/suppliers',
    {
      config: counters,
      schema: {
        summary: 'Every supplier, by name',
        tags: ['inventory'],
        response: { 200: supplierListSchema },
      },
    },
    async () => listCarryOverSuppliers(db),
  );

  app.get(
    '/api/carry-over/monthly',
    {
      config: counters,
      schema: {
        summary:
          "A supplier's carry-over for a month: the ledger's closing to start from, or what was carried",
        tags: ['inventory'],
        querystring: carryOverQuerySchema,
        response: { 200: carryOverSheetSchema },
      },
    },
    async (request) => getCarryOverSheet(db, { ...request.query, today: businessDay() }),
  );

  app.post(
    '/dataapi/api/inventory/bulk/monthly',
    {
      config: counters,
      schema: {
        summary:
          'Save the monthly carry-over: counted stock by supplier, product and section; closes the month',
        description:
          'Rows with quantity 0 are skipped; nothing left is a 400. Per supplier, a product without a row ' +
          'was counted 0. The difference from the ledger posts dated the last day of the month, which is ' +
          'closed in the same transaction (decision 018). `month` (YYYY-MM) defaults to the month before, ' +
          'or the current month on its last day.',
        tags: ['inventory'],
        querystring: carryOverBulkQuerySchema,
        body: carryOverBulkSchema,
        response: { 201: carryOverResultSchema },
      },
    },
    async (request, reply) => {
      const result = await postCarryOver(db, {
        entries: request.body,
        month: request.query.month,
        user: currentUser(request),
        today: businessDay(),
      });
      return reply.code(201).send(result);
    },
  );
};
