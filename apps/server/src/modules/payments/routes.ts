import { paymentConfirmationQuerySchema, paymentConfirmationSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { confirmManualPayment } from './confirm-manual-payment.ts';

/** How money reaches an order: under /api/admin. The card gateway's routes join these. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/payments/manual-confirmation',
    {
      config: { access: allow('admin') },
      schema: {
        summary: 'Mark an order paid by hand; calling it again changes nothing and says who confirmed it',
        description: 'A GET, as in the older system (ordering.md §7), but idempotent: it pays an order once.',
        tags: ['payments'],
        querystring: paymentConfirmationQuerySchema,
        response: { 200: paymentConfirmationSchema },
      },
    },
    async (request) =>
      confirmManualPayment(db, { orderId: request.query.orderid, user: currentUser(request) }),
  );
};
