import { attemptParamsSchema, manualPaymentRequestSchema, paymentConfirmationSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { clearPaymentFlag } from './clear-payment-flag.ts';
import { confirmManualPayment } from './confirm-manual-payment.ts';

/** What staff settle by hand: an order paid outside the gateway, and a flag finance has looked at, at /api/admin/payments/…. */
export const manualRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/admin/payments/manual-confirmation',
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

  app.post(
    '/api/admin/payments/attempts/:gatewayOrderId/flag/clear',
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
};
