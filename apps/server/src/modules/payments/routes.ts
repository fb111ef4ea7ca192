import { manualPaymentRequestSchema, paymentConfirmationSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { confirmManualPayment } from './confirm-manual-payment.ts';

/** How money reaches an order: under /api/admin. The card gateway's routes join these. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
};
