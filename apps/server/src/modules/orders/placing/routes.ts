import {
  orderReceiptParamsSchema,
  orderReceiptQuerySchema,
  orderReceiptSchema,
  placeAdvanceOrderRequestSchema,
  placeOrderRequestSchema,
} from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { clientGone } from '../../../lib/client-gone.ts';
import { handleError } from '../../../lib/error-handler.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { countingMissedHit, ownHit } from '../../../lib/request-guards.ts';
import { PUBLIC } from '../../auth/access.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { placeAdvanceOrder } from './place-advance-order.ts';
import { placeOrder } from './place-order.ts';
import type { PlaceOrderResult } from './write-placed-order.ts';

/** Either form's POST answers with the receipt: 201 for a new order, 200 for a retry's earlier one. */
const receiptResponses = { 200: orderReceiptSchema, 201: orderReceiptSchema };

/**
 * What placing an order takes from its request besides the body: the key, and the client's going
 * (its connection closed, or its deadline passed before the write began).
 */
function placing(
  request: { headers: { 'idempotency-key'?: string | undefined } },
  reply: FastifyReply,
  clientDeadlineMs: number | undefined,
) {
  return {
    idempotencyKey: request.headers['idempotency-key'],
    gone: clientGone(reply, clientDeadlineMs),
  };
}

function sendReceipt(reply: FastifyReply, { receipt, replayed }: PlaceOrderResult) {
  return reply.code(replayed ? 200 : 201).send(receipt);
}

/** A customer placing an order and reading its receipt, at /api/orders and /api/advance-orders. */
export const placingRoutes: FastifyPluginAsyncZod<{ db: Database; clientDeadlineMs?: number }> = async (
  app,
  { db, clientDeadlineMs },
) => {
  app.post(
    '/api/orders',
    {
      config: { access: PUBLIC, countsOwnHit: true },
      errorHandler: countingMissedHit(handleError),
      schema: {
        summary: "Place a customer's wish-list order",
        description:
          'Send an Idempotency-Key header to make retries safe for 24 hours: the same key returns the same ' +
          'order; the same key with a different body is refused with 422. One address may place ' +
          '`PUBLIC_WRITES_PER_MINUTE` orders a minute (429 with Retry-After beyond); a saturated server ' +
          'refuses with 503 and Retry-After before reading the body, and nothing is saved. Control ' +
          'characters other than tab and line breaks are refused in every text; a request whose client ' +
          'has gone before the order is written writes nothing.',
        tags: ['orders'],
        headers: idempotencyKeyHeadersSchema,
        body: placeOrderRequestSchema,
        response: receiptResponses,
      },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await placeOrder(db, {
          input: request.body,
          hit: ownHit(request, reply),
          ...placing(request, reply, clientDeadlineMs),
        }),
      ),
  );

  app.post(
    '/api/advance-orders',
    {
      config: { access: PUBLIC },
      schema: {
        summary: "Place a customer's advance order: details, a vegetables list and a groceries list",
        description:
          'An order like any other (same order ids, receipt and admin lists), of kind advance, with no ' +
          'items. Idempotency-Key, the per-address limit, load shedding and the refusal of control ' +
          'characters work as for POST /api/orders; its receipt is read at /api/orders/{orderId}/receipt.',
        tags: ['orders'],
        headers: idempotencyKeyHeadersSchema,
        body: placeAdvanceOrderRequestSchema,
        response: receiptResponses,
      },
    },
    async (request, reply) =>
      sendReceipt(
        reply,
        await placeAdvanceOrder(db, { input: request.body, ...placing(request, reply, clientDeadlineMs) }),
      ),
  );

  app.get(
    '/api/orders/:orderId/receipt',
    {
      config: { access: PUBLIC },
      schema: {
        summary: "The customer's receipt for an order, reached with the key from the thank-you link",
        tags: ['orders'],
        params: orderReceiptParamsSchema,
        querystring: orderReceiptQuerySchema,
        response: { 200: orderReceiptSchema },
      },
    },
    async (request) =>
      getOrderReceipt(db, { orderId: request.params.orderId, receiptKey: request.query.key }),
  );
};
