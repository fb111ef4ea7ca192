import {
  adminOrderParamsSchema,
  cardPaymentsOverviewSchema,
  cardPaymentsQuerySchema,
  orderPaymentEventsSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow } from '../../auth/access.ts';
import { listCardPayments } from './list-card-payments.ts';
import { listOrderPaymentEvents } from './list-order-payment-events.ts';

/** What finance reads: card payments by state and an order's payment events, at /api/admin/payments/…. */
export const financeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/payments/card',
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

  app.get(
    '/api/admin/payments/orders/:orderId/events',
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
};
