import fastifyFormbody from '@fastify/formbody';
import {
  adminOrderParamsSchema,
  attemptParamsSchema,
  cardPaymentsOverviewSchema,
  cardPaymentsQuerySchema,
  gatewayFormSchema,
  gatewayRefundRequestSchema,
  gatewayRefundSchema,
  manualPaymentRequestSchema,
  orderPaymentEventsSchema,
  orderPaymentParamsSchema,
  orderPaymentQuerySchema,
  orderPaymentSchema,
  paymentConfirmationSchema,
  paymentTestRequestSchema,
  refundParamsSchema,
  startPaymentRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser, PUBLIC } from '../auth/access.ts';
import { checkCardPayment } from './check-card-payment.ts';
import { checkOrderPayment } from './check-order-payment.ts';
import { clearPaymentFlag } from './clear-payment-flag.ts';
import { completeRefund } from './complete-refund.ts';
import { confirmManualPayment } from './confirm-manual-payment.ts';
import { getOrderPayment } from './get-order-payment.ts';
import { listCardPayments } from './list-card-payments.ts';
import { listOrderPaymentEvents } from './list-order-payment-events.ts';
import type { PaymentContext } from './payment-context.ts';
import { receiveGatewayCallback } from './receive-gateway-callback.ts';
import { refundCardPayment } from './refund-card-payment.ts';
import { CALLBACK_PATHS, startPayment } from './start-payment.ts';
import { paymentTestResultPath, startPaymentTest, TEST_RETURN_PATH } from './start-payment-test.ts';

/** How money reaches an order: under /api/admin. The card gateway's routes join these. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  life: PaymentContext;
}> = async (app, { db, life }) => {
  const { gateway } = life;
  app.post(
    '/payments/manual-confirmation',
    {
      config: { access: allow('admin') },
      schema: {
        summary: 'Mark an order paid by hand; calling it again changes nothing and says who confirmed it',
        description:
          'A POST with how the money came (method, reference such as a UPI transaction id, amount received, ' +
          'note), recorded with who and when. The older system used a GET (ordering.md §7): an image on any ' +
          'page could then pay an order while an admin was signed in. Idempotent: it pays an order once.',
        tags: ['payments'],
        body: manualPaymentRequestSchema,
        response: { 200: paymentConfirmationSchema },
      },
    },
    async (request) => confirmManualPayment(db, { payment: request.body, user: currentUser(request) }),
  );

  app.get(
    '/payments/card',
    {
      config: { access: allow('finance') },
      schema: {
        summary:
          'Card payment attempts by state, the money awaiting an answer, and refunds for orders paid twice',
        tags: ['payments'],
        querystring: cardPaymentsQuerySchema,
        response: { 200: cardPaymentsOverviewSchema },
      },
    },
    async (request) => listCardPayments(db, { state: request.query.state, flagged: request.query.flagged }),
  );

  app.post(
    '/payments/attempts/:gatewayOrderId/refunds',
    {
      config: { access: allow('finance') },
      schema: {
        summary: 'Refund part or all of a paid card payment through the gateway’s Refund API',
        description:
          'Amount in paise, at most what is left to refund; a reason. Send an Idempotency-Key: the same key ' +
          'refunds once (a double click, a retry) and answers the same refund. 409 when the payment is not ' +
          'paid or the amount is more than is left. The answer says done, failed (with the gateway’s words) ' +
          'or requested (the gateway did not answer: the same key asks again).',
        tags: ['payments'],
        params: attemptParamsSchema,
        headers: idempotencyKeyHeadersSchema,
        body: gatewayRefundRequestSchema,
        response: { 201: gatewayRefundSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await refundCardPayment(db, {
          life,
          gatewayOrderId: request.params.gatewayOrderId,
          request: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          user: currentUser(request),
        }),
      ),
  );

  app.post(
    '/payments/attempts/:gatewayOrderId/check',
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

  app.post(
    '/payments/attempts/:gatewayOrderId/flag/clear',
    {
      config: { access: allow('finance') },
      schema: {
        summary:
          'Finance has looked at what a card payment’s flag said: it leaves the list of what needs a look',
        tags: ['payments'],
        params: attemptParamsSchema,
      },
    },
    async (request, reply) => {
      await clearPaymentFlag(db, {
        gatewayOrderId: request.params.gatewayOrderId,
        user: currentUser(request),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/payments/orders/:orderId/events',
    {
      config: { access: allow('finance') },
      schema: {
        summary:
          "An order's payment events: card attempts, callbacks, status checks and manual confirmations",
        tags: ['payments'],
        params: adminOrderParamsSchema,
        response: { 200: orderPaymentEventsSchema },
      },
    },
    async (request) => listOrderPaymentEvents(db, { orderId: request.params.orderId }),
  );

  app.post(
    '/payments/test',
    {
      config: { access: allow('admin') },
      schema: {
        summary:
          'The test order form’s payment test: a small amount through the gateway, recorded against no order',
        tags: ['payments'],
        body: paymentTestRequestSchema,
        response: { 200: gatewayFormSchema },
      },
    },
    async (request) =>
      startPaymentTest({
        gateway,
        request: request.body,
        user: currentUser(request),
        origin: `${request.protocol}://${request.host}`,
      }),
  );

  app.post(
    '/payments/refunds/:id/done',
    {
      config: { access: allow('admin') },
      schema: {
        summary: 'Mark the refund of an order paid twice as made; again changes nothing',
        tags: ['payments'],
        params: refundParamsSchema,
      },
    },
    async (request, reply) => {
      await completeRefund(db, { id: request.params.id, user: currentUser(request) });
      return reply.code(204).send();
    },
  );
};

const callbackBodySchema = z.looseObject({
  encResp: z.string({ error: 'encResp: the gateway’s encrypted answer' }).max(20_000),
  orderNo: z.string().max(100).optional(),
});

/**
 * The customer's side of card payments, under /api: start an attempt, read and re-check an order's
 * payment (the payment page), and the gateway's callbacks.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  life: PaymentContext;
  firstCheckSeconds: number;
}> = async (app, { db, life, firstCheckSeconds }) => {
  const { gateway, jobs } = life;
  await app.register(fastifyFormbody);

  app.post(
    '/payments/attempts',
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
    '/payments/orders/:orderId',
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
    '/payments/orders/:orderId/check',
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

  app.post(
    TEST_RETURN_PATH.replace(/^\/api/, ''),
    {
      config: { access: PUBLIC, crossSite: true },
      schema: {
        summary: 'Where the gateway answers a payment test: shown on /payment-test, changing nothing',
        tags: ['payments'],
        consumes: ['application/x-www-form-urlencoded'],
        body: callbackBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(paymentTestResultPath(gateway, request.body.encResp), 303),
  );

  for (const [path, cancelled] of [
    [CALLBACK_PATHS.redirect, false],
    [CALLBACK_PATHS.cancel, true],
  ] as const) {
    app.post(
      path.replace(/^\/api/, ''),
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
