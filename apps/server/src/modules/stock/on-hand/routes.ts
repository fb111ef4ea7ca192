import { inventoryGridSchema, onHandSchema, stockOutletQuerySchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { assertOutletAccess, ownTeamOf } from '../../auth/team-scope.ts';
import { settling, stockTags as tags } from '../ledger/stock-access.ts';
import { getInventoryGrid } from './get-inventory-grid.ts';
import { getOnHand } from './get-on-hand.ts';

/** What each place holds now, from the live ledger. */
export const onHandRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/on-hand',
    {
      config: { access: allow('production', 'warehouse', 'outlet') },
      schema: {
        summary: 'What an outlet or the warehouse holds now (the live ledger)',
        tags,
        querystring: stockOutletQuerySchema,
        response: { 200: onHandSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      assertOutletAccess(user, request.query.outletId);
      return getOnHand(db, { outletId: request.query.outletId, teamId: ownTeamOf(user) });
    },
  );

  app.get(
    '/api/stock/inventory',
    {
      config: settling,
      schema: {
        summary: 'Real-time inventory: every product by place, the warehouse, each outlet and in transit',
        tags,
        response: { 200: inventoryGridSchema },
      },
    },
    async () => getInventoryGrid(db),
  );
};
