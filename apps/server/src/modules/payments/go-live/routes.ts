import fastifyFormbody from '@fastify/formbody';
import { gatewayFormSchema, paymentTestRequestSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allow, currentUser, PUBLIC } from '../../auth/access.ts';
import { callbackBodySchema } from '../card/gateway-callback-body.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentTestResultPath, startPaymentTest, TEST_RETURN_PATH } from './start-payment-test.ts';

/** Where the gateway answers a payment test, a form post (only here are forms read). */
const testReturnRoutes: FastifyPluginAsyncZod<{ life: PaymentContext }> = async (app, { life }) => {
  const { gateway } = life;
  await app.register(fastifyFormbody);

  app.post(
    TEST_RETURN_PATH,
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
};

/**
 * Trying the gateway before going live: the test order form's small payment (/api/admin/payments/test)
 * and where the gateway answers it (shown on /payment-test, changing nothing).
 */
export const goLiveRoutes: FastifyPluginAsyncZod<{ life: PaymentContext }> = async (app, { life }) => {
  const { gateway } = life;
  await app.register(testReturnRoutes, { life });

  app.post(
    '/api/admin/payments/test',
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
};
