import {
  sendReturnRequestSchema,
  stockReturnListSchema,
  stockReturnSchema,
  tripListQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { currentUser } from '../../auth/access.ts';
import { scopedOutlet } from '../ledger/scoped-outlet.ts';
import { receiving, stockTags as tags } from '../ledger/stock-access.ts';
import { listStockReturns } from './list-stock-returns.ts';
import { sendStockReturn } from './send-stock-return.ts';

/** Send Stocks from Store and Returned to Warehouse: stock a store sends back. */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/stock/returns',
    {
      config: receiving,
      schema: {
        summary:
          'Send Stocks from Store: a store sends stock back to the warehouse with a driver and a vehicle',
        description:
          'The store must hold what it sends (409 naming the line); the warehouse receives it on Stock Received.',
        tags,
        body: sendReturnRequestSchema,
        response: { 201: stockReturnSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendStockReturn(db, { request: request.body, user: currentUser(request) })),
  );

  app.get(
    '/api/stock/returns',
    {
      config: receiving,
      schema: {
        summary: 'Returned to Warehouse: what stores sent back, on its way first',
        tags,
        querystring: tripListQuerySchema,
        response: { 200: stockReturnListSchema },
      },
    },
    async (request) =>
      listStockReturns(db, {
        outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined),
      }),
  );
};
