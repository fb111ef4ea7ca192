import { stockMoveListSchema, stockMovesQuerySchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { listStockMoves } from './list-stock-moves.ts';
import { settling, stockTags as tags } from './stock-access.ts';

/** The moves on the ledger, behind every number the other stock pages show. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/moves',
    {
      config: settling,
      schema: {
        summary: 'The moves behind a number of the real-time inventory, newest first',
        tags,
        querystring: stockMovesQuerySchema,
        response: { 200: stockMoveListSchema },
      },
    },
    async (request) => listStockMoves(db, request.query),
  );
};
