import {
  disputeListQuerySchema,
  disputeListSchema,
  disputeSchema,
  resolveDisputeRequestSchema,
  stockIdParamsSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { currentUser } from '../../auth/access.ts';
import { sendXlsx } from '../../notifications/content-disposition.ts';
import { listOutlets } from '../../organisation/list-outlets.ts';
import { scopedOutlet } from '../ledger/scoped-outlet.ts';
import { receiving, settling, stockTags as tags } from '../ledger/stock-access.ts';
import { exportDisputes } from './export-disputes.ts';
import { listDisputes } from './list-disputes.ts';
import { resolveDispute } from './resolve-dispute.ts';

/** Movement Disputes: what a receipt found different, and how the warehouse settles it. */
export const disputeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/disputes',
    {
      config: receiving,
      schema: {
        summary: 'Movement Disputes: open ones first, then settled ones',
        tags,
        querystring: disputeListQuerySchema,
        response: { 200: disputeListSchema },
      },
    },
    async (request) =>
      listDisputes(db, {
        outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined),
        state: request.query.state,
      }),
  );

  app.get(
    '/api/stock/disputes/export.xlsx',
    {
      config: receiving,
      schema: {
        summary: 'Movement Disputes as XLSX: the rows the list shows for the same filters',
        tags,
        querystring: disputeListQuerySchema,
      },
    },
    async (request, reply) => {
      const outletId = scopedOutlet(currentUser(request), request.query.outletId || undefined);
      const outletName = outletId
        ? ((await listOutlets(db)).find((o) => o.id === outletId)?.name ?? outletId)
        : 'All outlets';
      const sheet = await exportDisputes(db, { outletId, outletName, state: request.query.state });
      return sendXlsx(reply, sheet);
    },
  );

  app.post(
    '/api/stock/disputes/:id/resolve',
    {
      config: settling,
      schema: {
        summary: 'Settle a dispute: written off, found at the outlet or returned to the warehouse',
        tags,
        params: stockIdParamsSchema,
        body: resolveDisputeRequestSchema,
        response: { 200: disputeSchema },
      },
    },
    async (request) =>
      resolveDispute(db, { id: request.params.id, request: request.body, user: currentUser(request) }),
  );
};
