import {
  confirmReceiptResponseSchema,
  receiptUpsertSchema,
  stockRecountListSchema,
  stockRecountParamsSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertOutletAccess } from '../auth/team-scope.ts';
import { getRecount } from './recount/get-recount.ts';
import { receiveMovements } from './receipt/receive-movements.ts';

const atOutlets = { access: allow('warehouse', 'outlet') };

/** Stock's calls of the data API (operations.md §7) as the older client makes them, under /dataapi. */
export const stockDataRoutes: FastifyPluginAsyncZod<{ db: Database; recountApprovalAbove: number }> = async (
  app,
  { db, recountApprovalAbove },
) => {
  app.get(
    '/api/common/inventories/stock-recount/:outletId',
    {
      config: atOutlets,
      schema: {
        summary: 'The recount list of an outlet: live stock, and what the open count found',
        tags: ['inventory'],
        params: stockRecountParamsSchema,
        response: { 200: stockRecountListSchema },
      },
    },
    async (request) => {
      const { outletId } = request.params;
      assertOutletAccess(currentUser(request), outletId);
      const recount = await getRecount(db, { outletId, approvalAbove: recountApprovalAbove });
      return recount.rows.map((row) => ({
        productId: row.productId,
        outletId,
        productName: row.productName,
        variantName: row.variantName,
        productTypeName: row.productType,
        openingStock: row.stock,
        actual: row.state === 'counting' ? row.counted : null,
      }));
    },
  );

  app.put(
    '/api/inventory/product-movement/bulk/upsert',
    {
      config: atOutlets,
      schema: {
        summary:
          "The older client's Confirm on stock received: the lines store-dispatches listed, for one outlet",
        description:
          'Each row names a line by the id store-dispatches gave it. The same as POST /api/stock/receipts: ' +
          'one transaction, a line received once (a retry or a second device is listed in alreadyReceived); ' +
          'less than sent opens a dispute as short, more as excess.',
        tags: ['movements'],
        body: receiptUpsertSchema,
        response: { 200: confirmReceiptResponseSchema },
      },
    },
    async (request) => receiveMovements(db, { rows: request.body, user: currentUser(request) }),
  );
};
