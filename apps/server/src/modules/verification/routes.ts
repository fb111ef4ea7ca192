import {
  confirmVerificationRequestSchema,
  markVerificationItemRequestSchema,
  verificationItemParamsSchema,
  verificationParamsSchema,
  verificationQuerySchema,
  verificationSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PUBLIC } from '../auth/access.ts';
import { confirmVerification } from './confirm-verification.ts';
import { getVerification } from './get-verification.ts';
import { markVerificationItem } from './mark-verification-item.ts';

const tags = ['verification'];

/**
 * The customer's verification of a delivered order (ordering.md §2.8), under /api/verification:
 * public, reached only with the key from the customer's link; the writes are rate-limited as every
 * anonymous write is.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/:orderId',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'The items of a delivered order, as the customer has marked them so far',
        tags,
        params: verificationParamsSchema,
        querystring: verificationQuerySchema,
        response: { 200: verificationSchema },
      },
    },
    async (request) => getVerification(db, { orderId: request.params.orderId, key: request.query.key }),
  );

  app.put(
    '/:orderId/items/:lineNo',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'Like (0) or dislike (1) one item, with its comment; kept as it is made',
        tags,
        params: verificationItemParamsSchema,
        body: markVerificationItemRequestSchema,
        response: { 200: verificationSchema },
      },
    },
    async (request) =>
      markVerificationItem(db, {
        orderId: request.params.orderId,
        lineNo: request.params.lineNo,
        request: request.body,
      }),
  );

  app.post(
    '/:orderId/confirm',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'Confirm the verification: every item marked, a comment per dislike, an overall comment',
        description: 'Verified once: a second Confirm answers 409.',
        tags,
        params: verificationParamsSchema,
        body: confirmVerificationRequestSchema,
        response: { 200: verificationSchema },
      },
    },
    async (request) => confirmVerification(db, { orderId: request.params.orderId, request: request.body }),
  );
};
