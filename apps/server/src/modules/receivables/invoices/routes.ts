import {
  customerIdParamsSchema,
  invoiceDraftQuerySchema,
  invoiceDraftSchema,
  invoiceIdParamsSchema,
  invoiceSchema,
  issueCreditNoteRequestSchema,
  issueInvoiceRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../../auth/access.ts';
import { draftInvoiceFromOrders } from './draft-invoice-from-orders.ts';
import { getInvoice } from './get-invoice.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { issueInvoice } from './issue-invoice.ts';
import { publicInvoiceRoutes } from './public-invoice-routes.ts';
import { RETRY_DESCRIPTION } from './write-once.ts';

/** Finance and admins. */
const finance = { access: allow('finance') };
const tags = ['receivables'];

/**
 * Invoices and the credit notes that correct them: the editor's draft from a customer's orders,
 * issuing, reading one back; and the signed link a customer opens one with.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/receivables/customers/:customerId/invoices',
    {
      config: finance,
      schema: {
        summary: 'Issues an invoice from the editor’s lines (blank lines skipped)',
        description: `Numbered in its financial year's series (from 1 April), never edited after. ${RETRY_DESCRIPTION}`,
        tags,
        headers: idempotencyKeyHeadersSchema,
        params: customerIdParamsSchema,
        body: issueInvoiceRequestSchema,
        response: { 200: invoiceSchema, 201: invoiceSchema },
      },
    },
    async (request, reply) => {
      const { invoice, replayed } = await issueInvoice(db, {
        customerId: request.params.customerId,
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(replayed ? 200 : 201).send(invoice);
    },
  );

  app.get(
    '/api/receivables/customers/:customerId/invoice-draft',
    {
      config: finance,
      schema: {
        summary: "The invoice editor's lines from the customer's orders over a period",
        description:
          'Orders known to be the customer’s (same phone or e-mail) placed on the business days start..end, ' +
          'both included (Asia/Kolkata), cancelled ones left out: one line per item, unit and price, the ' +
          'quantities added up, tax slab 0 for finance to choose. Writes nothing.',
        tags,
        params: customerIdParamsSchema,
        querystring: invoiceDraftQuerySchema,
        response: { 200: invoiceDraftSchema },
      },
    },
    async (request) =>
      draftInvoiceFromOrders(db, { customerId: request.params.customerId, period: request.query }),
  );

  app.get(
    '/api/receivables/invoices/:invoiceId',
    {
      config: finance,
      schema: {
        summary: 'An issued invoice or credit note: lines, totals, amount in words',
        tags,
        params: invoiceIdParamsSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => getInvoice(db, request.params.invoiceId),
  );

  app.post(
    '/api/receivables/invoices/:invoiceId/credit-notes',
    {
      config: finance,
      schema: {
        summary: 'Issues a credit note correcting an invoice',
        description: `Its own series (CN/…); the credit notes of an invoice never come to more than it (409). ${RETRY_DESCRIPTION}`,
        tags,
        headers: idempotencyKeyHeadersSchema,
        params: invoiceIdParamsSchema,
        body: issueCreditNoteRequestSchema,
        response: { 200: invoiceSchema, 201: invoiceSchema },
      },
    },
    async (request, reply) => {
      const { invoice, replayed } = await issueCreditNote(db, {
        invoiceId: request.params.invoiceId,
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(replayed ? 200 : 201).send(invoice);
    },
  );

  await app.register(publicInvoiceRoutes, { db });
};
