import {
  orderReceiptParamsSchema,
  orderReceiptQuerySchema,
  orderReceiptSchema,
  placeOrderRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { whenClientGone } from '../../lib/client-gone.ts';
import { PUBLIC } from '../auth/access.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { placeOrder } from './place-order.ts';

const placeOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key must be 8 to 128 characters' })
    .max(128, { error: 'Idempotency-Key must be 8 to 128 characters' })
    .optional(),
});

export const orderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/orders',
    {
      config: { access: PUBLIC },
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
        headers: placeOrderHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: orderReceiptSchema, 201: orderReceiptSchema },
      },
    },
    async (request, reply) => {
      const { receipt, replayed } = await placeOrder(db, {
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        signal: whenClientGone(reply),
      });
      return reply.code(replayed ? 200 : 201).send(receipt);
    },
  );

  app.get(
    '/orders/:orderId/receipt',
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
