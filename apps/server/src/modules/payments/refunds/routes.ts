import {
  attemptParamsSchema,
  gatewayRefundRequestSchema,
  gatewayRefundSchema,
  refundParamsSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../../auth/access.ts';
import type { PaymentContext } from '../payment-context.ts';
import { completeRefund } from './complete-refund.ts';
import { refundCardPayment } from './refund-card-payment.ts';

/** Money given back: a card refund through the gateway, and a refund made by hand marked done, at /api/admin/payments/…. */
export const refundRoutes: FastifyPluginAsyncZod<{ db: Database; life: PaymentContext }> = async (
  app,
  { db, life },
) => {
  app.post(
    '/api/admin/payments/attempts/:gatewayOrderId/refunds',
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
    '/api/admin/payments/refunds/:id/done',
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
