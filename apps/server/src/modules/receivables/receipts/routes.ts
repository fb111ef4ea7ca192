import { customerIdParamsSchema, ledgerEntrySchema, recordReceiptRequestSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { RETRY_DESCRIPTION } from '../invoices/write-once.ts';
import { recordReceipt } from './record-receipt.ts';

/** Finance and admins. */
const finance = { access: allow('finance') };
const tags = ['receivables'];

/** Money a customer paid, recorded by hand (a paid order records its own receipt). */
export const receiptRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/receivables/customers/:customerId/receipts',
    {
      config: finance,
      schema: {
        summary: 'Records money a customer paid, by hand',
        description: `Method and reference as for a manual payment; the amount in paise, more than 0. ${RETRY_DESCRIPTION}`,
        tags,
        headers: idempotencyKeyHeadersSchema,
        params: customerIdParamsSchema,
        body: recordReceiptRequestSchema,
        response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, replayed } = await recordReceipt(db, {
        customerId: request.params.customerId,
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(replayed ? 200 : 201).send(entry);
    },
  );
};
