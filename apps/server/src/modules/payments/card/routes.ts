import fastifyFormbody from '@fastify/formbody';
import {
  attemptParamsSchema,
  gatewayFormSchema,
  orderPaymentParamsSchema,
  orderPaymentQuerySchema,
  orderPaymentSchema,
  startPaymentRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow, PUBLIC } from '../../auth/access.ts';
import type { PaymentContext } from '../payment-context.ts';
import { checkCardPayment } from './check-card-payment.ts';
import { checkOrderPayment } from './check-order-payment.ts';
import { callbackBodySchema } from './gateway-callback-body.ts';
import { getOrderPayment } from './get-order-payment.ts';
import { receiveGatewayCallback } from './receive-gateway-callback.ts';
import { CALLBACK_PATHS, startPayment } from './start-payment.ts';

/**
 * A card payment: the customer starts an attempt, reads and re-checks an order's payment (the
 * payment page) and comes back through the gateway's callbacks, at /api/payments/…; finance asks the
 * gateway about one attempt at /api/admin/payments/….
 */
type CardRouteOptions = { db: Database; life: PaymentContext; firstCheckSeconds: number };

/** The customer's side, with the gateway's form posts (only here are forms read). */
const customerCardRoutes: FastifyPluginAsyncZod<CardRouteOptions> = async (
  app,
  { db, life, firstCheckSeconds },
) => {
  const { gateway, jobs } = life;
  // The gateway posts its answers as a form.
  await app.register(fastifyFormbody);

  app.post(
    '/api/payments/attempts',
    {
      config: { access: PUBLIC },
      schema: {
        summary:
          'Confirm & Pay: a new payment attempt for an order, and the form the browser posts to the gateway',
        description:
          'The order is named with its key from the customer’s link. The amount charged is the order’s own, ' +
          'never one sent by the browser. 409 when the order is paid or has no amount yet.',
        tags: ['payments'],
        body: startPaymentRequestSchema,
        response: { 200: gatewayFormSchema },
      },
    },
    async (request) =>
      startPayment(db, {
        gateway,
        jobs,
        request: request.body,
        origin: `${request.protocol}://${request.host}`,
        firstCheckSeconds,
      }),
  );

  app.get(
    '/api/payments/orders/:orderId',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'The payment of an order, as the payment page shows it (paid only when verified)',
        tags: ['payments'],
        params: orderPaymentParamsSchema,
        querystring: orderPaymentQuerySchema,
        response: { 200: orderPaymentSchema },
      },
    },
    async (request) => getOrderPayment(db, { orderId: request.params.orderId, key: request.query.key }),
  );

  app.post(
    '/api/payments/orders/:orderId/check',
    {
      config: { access: PUBLIC },
      schema: {
        summary:
          'Asks the gateway again about an order whose payment is awaited, then answers as the GET does',
        tags: ['payments'],
        params: orderPaymentParamsSchema,
        body: orderPaymentQuerySchema,
        response: { 200: orderPaymentSchema },
      },
    },
    async (request) =>
      checkOrderPayment(db, { life, orderId: request.params.orderId, key: request.body.key }),
  );

  for (const [path, cancelled] of [
    [CALLBACK_PATHS.redirect, false],
    [CALLBACK_PATHS.cancel, true],
  ] as const) {
    app.post(
      path,
      {
        // Posted by the gateway's page: another site, no session, no CSRF token. Only what decrypts counts.
        config: { access: PUBLIC, crossSite: true },
        schema: {
          summary: cancelled
            ? 'The gateway’s cancel URL: the customer cancelled at the gateway'
            : 'The gateway’s redirect URL: the customer paid or failed at the gateway',
          description:
            'A form post (encResp) from the gateway’s page. Believed only when it decrypts, names one of our ' +
            'attempts with its MAC and amount, and the status API agrees; anything else is recorded and ' +
            'refused. Answers 303 to the payment page (post-redirect-get). The same post twice changes nothing.',
          tags: ['payments'],
          consumes: ['application/x-www-form-urlencoded'],
          body: callbackBodySchema,
        },
      },
      async (request, reply) => {
        const to = await receiveGatewayCallback(db, { life, encResp: request.body.encResp, cancelled });
        return reply.header('cache-control', 'no-store').redirect(to, 303);
      },
    );
  }
};

export const cardRoutes: FastifyPluginAsyncZod<CardRouteOptions> = async (app, options) => {
  const { db, life } = options;
  await app.register(customerCardRoutes, options);

  app.post(
    '/api/admin/payments/attempts/:gatewayOrderId/check',
    {
      config: { access: allow('finance') },
      schema: {
        summary:
          'Ask the gateway about one card payment now (what the daily sweep does), then confirm it if due',
        tags: ['payments'],
        params: attemptParamsSchema,
      },
    },
    async (request, reply) => {
      await checkCardPayment(db, { life, gatewayOrderId: request.params.gatewayOrderId });
      return reply.code(204).send();
    },
  );
};
