import {
  countApprovalListSchema,
  countLineRequestSchema,
  decideCountLineRequestSchema,
  recountRowSchema,
  recountSchema,
  startCountRequestSchema,
  stockIdParamsSchema,
  stockOutletQuerySchema,
  stockRecountListSchema,
  stockRecountParamsSchema,
  submitCountResponseSchema,
  tripListQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { assertOutletAccess } from '../../auth/team-scope.ts';
import { sendXlsx } from '../../notifications/content-disposition.ts';
import { scopedOutlet } from '../ledger/scoped-outlet.ts';
import { counting, stockTags as tags } from '../ledger/stock-access.ts';
import { decideCountLine } from './decide-count-line.ts';
import { discardStockCount } from './discard-stock-count.ts';
import { exportRecount } from './export-recount.ts';
import { getRecount } from './get-recount.ts';
import { listCountApprovals } from './list-count-approvals.ts';
import { saveCountLine } from './save-count-line.ts';
import { startStockCount } from './start-stock-count.ts';
import { submitStockCount } from './submit-stock-count.ts';

type RecountOptions = { db: Database; recountApprovalAbove: number };

/**
 * Stock Recounts (operations.md §2): an outlet counts its shelf against the live stock; each
 * difference posts, or waits for an admin when it is above the threshold.
 */
export const recountRoutes: FastifyPluginAsyncZod<RecountOptions> = async (app, options) => {
  // Under their prefix, so the recount list and Begin answer with a closing slash too, as they always have.
  await app.register(recountListRoutes, { ...options, prefix: '/api/stock/recounts' });
  await app.register(countRoutes, options);
  await app.register(recountReadRoutes, options);
};

/** /api/stock/recounts: an outlet's recount list, and Begin. */
const recountListRoutes: FastifyPluginAsyncZod<RecountOptions> = async (
  app,
  { db, recountApprovalAbove },
) => {
  app.get(
    '/',
    {
      config: counting,
      schema: {
        summary:
          'Stock Recounts for an outlet: every product with its live stock and what the open count found',
        tags,
        querystring: stockOutletQuerySchema,
        response: { 200: recountSchema },
      },
    },
    async (request) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      return getRecount(db, { outletId: request.query.outletId, approvalAbove: recountApprovalAbove });
    },
  );

  app.post(
    '/',
    {
      config: counting,
      schema: {
        summary: 'Begin a count of an outlet (or join the one already open)',
        description: 'Marks where the ledger stands; 201 when it begins one, 200 when one was open already.',
        tags,
        body: startCountRequestSchema,
        response: { 200: z.object({ id: z.number() }), 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertOutletAccess(user, request.body.outletId);
      const started = await startStockCount(db, { outletId: request.body.outletId, user });
      return reply.code(started.created ? 201 : 200).send({ id: started.id });
    },
  );
};

/** An open count: its lines, Submit, Discard, and an admin's decision on a line held for approval. */
const countRoutes: FastifyPluginAsyncZod<RecountOptions> = async (app, { db, recountApprovalAbove }) => {
  app.put(
    '/api/stock/recounts/:id/lines',
    {
      config: counting,
      schema: {
        summary: 'What the shelf holds of one product (null clears it), with what the ledger said then',
        description:
          'Refused (409) when the stock is no longer the stockSeen the figure was counted against.',
        tags,
        params: stockIdParamsSchema,
        headers: idempotencyKeyHeadersSchema,
        body: countLineRequestSchema,
        response: { 200: recountRowSchema },
      },
    },
    async (request) => {
      const { outletId } = await saveCountLine(db, {
        countId: request.params.id,
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      const recount = await getRecount(db, {
        outletId,
        approvalAbove: recountApprovalAbove,
        productId: request.body.productId,
      });
      const row = recount.rows[0];
      if (!row) throw AppError.notFound(`productId: no product "${request.body.productId}"`);
      return row;
    },
  );

  app.post(
    '/api/stock/recounts/:id/submit',
    {
      config: counting,
      schema: {
        summary: 'Post the count: each difference moves stock, or waits for an admin above the threshold',
        tags,
        params: stockIdParamsSchema,
        response: { 200: submitCountResponseSchema },
      },
    },
    async (request) =>
      submitStockCount(db, {
        countId: request.params.id,
        user: currentUser(request),
        approvalAbove: recountApprovalAbove,
      }),
  );

  app.post(
    '/api/stock/recounts/:id/discard',
    {
      config: counting,
      schema: {
        summary: 'Give up an open count; nothing of it posts',
        tags,
        params: stockIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await discardStockCount(db, { countId: request.params.id, user: currentUser(request) });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/stock/recounts/lines/:id/decide',
    {
      config: { access: allow() },
      schema: {
        summary: 'Approve (post) or reject a recounted difference above the threshold',
        tags,
        params: stockIdParamsSchema,
        body: decideCountLineRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await decideCountLine(db, {
        lineId: request.params.id,
        request: request.body,
        user: currentUser(request),
      });
      return reply.code(204).send(null);
    },
  );
};

/** What the counts found, to read: the export, the lines waiting for an admin, and the older client's list. */
const recountReadRoutes: FastifyPluginAsyncZod<RecountOptions> = async (
  app,
  { db, recountApprovalAbove },
) => {
  app.get(
    '/api/stock/recounts/export.xlsx',
    {
      config: counting,
      schema: {
        summary: "'{outlet}_Recount' as XLSX: the recount list, Actual where the open count has it",
        tags,
        querystring: stockOutletQuerySchema,
      },
    },
    async (request, reply) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      const sheet = await exportRecount(db, {
        outletId: request.query.outletId,
        approvalAbove: recountApprovalAbove,
      });
      return sendXlsx(reply, sheet);
    },
  );

  app.get(
    '/api/stock/recounts/approvals',
    {
      config: counting,
      schema: {
        summary: 'Recounted differences above the threshold, waiting for an admin',
        tags,
        querystring: tripListQuerySchema,
        response: { 200: countApprovalListSchema },
      },
    },
    async (request) =>
      listCountApprovals(db, {
        outletId: scopedOutlet(currentUser(request), request.query.outletId || undefined),
      }),
  );

  app.get(
    '/dataapi/api/common/inventories/stock-recount/:outletId',
    {
      config: counting,
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
};
