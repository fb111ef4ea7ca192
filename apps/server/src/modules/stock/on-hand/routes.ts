import { inventoryGridSchema, onHandSchema, stockOutletQuerySchema } from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { assertOutletAccess, ownTeamOf } from '../../auth/team-scope.ts';
import { settling, stockTags as tags } from '../ledger/stock-access.ts';
import { getInventoryGrid } from './get-inventory-grid.ts';
import { getOnHandJson, matchesEtag } from './get-on-hand.ts';

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
    async (request, reply) => {
      const user = currentUser(request);
      assertOutletAccess(user, request.query.outletId);
      const { json, etag } = await getOnHandJson(db, {
        outletId: request.query.outletId,
        teamId: ownTeamOf(user),
      });
      // The browser keeps the answer for this user only and asks again each time; the same
      // stock is a 304 with no body.
      const raw = reply as unknown as FastifyReply;
      raw.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return raw.code(304).send();
      return raw
        .type('application/json; charset=utf-8')
        .serializer((x) => x as string)
        .send(json);
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
