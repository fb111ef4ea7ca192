import {
  confirmReceiptRequestSchema,
  confirmReceiptResponseSchema,
  receiptLineListSchema,
  receiptUpsertSchema,
  stockOutletQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { currentUser } from '../../auth/access.ts';
import { assertOutletAccess } from '../../auth/team-scope.ts';
import { receiving, stockTags as tags } from '../ledger/stock-access.ts';
import { confirmReceipt } from './confirm-receipt.ts';
import { listReceiptLines } from './list-receipt-lines.ts';
import { receiveMovements } from './receive-movements.ts';

/**
 * Stock Received: what is on its way to an outlet and what arrived; the older client confirms it
 * through the data API's path (operations.md §7).
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/receipts',
    {
      config: receiving,
      schema: {
        summary: 'Stock Received: what is on its way to an outlet, line by line',
        tags,
        querystring: stockOutletQuerySchema,
        response: { 200: receiptLineListSchema },
      },
    },
    async (request) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      return listReceiptLines(db, { outletId: request.query.outletId });
    },
  );

  app.post(
    '/api/stock/receipts',
    {
      config: receiving,
      schema: {
        summary: 'Confirm what arrived; a difference opens a dispute and needs a reason',
        description:
          'A line received before (another device) is left as it was and listed in alreadyReceived. ' +
          'Send an Idempotency-Key: a retry with it receives nothing again and gets the first answer.',
        tags,
        headers: idempotencyKeyHeadersSchema,
        body: confirmReceiptRequestSchema,
        response: { 200: confirmReceiptResponseSchema },
      },
    },
    async (request) =>
      confirmReceipt(db, {
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.put(
    '/dataapi/api/inventory/product-movement/bulk/upsert',
    {
      config: receiving,
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
