import {
  customerIdParamsSchema,
  customerInputSchema,
  customerLedgerSchema,
  invoiceDraftQuerySchema,
  invoiceDraftSchema,
  invoiceIdParamsSchema,
  invoiceSchema,
  issueCreditNoteRequestSchema,
  issueInvoiceRequestSchema,
  ledgerEntrySchema,
  receivableCustomerSchema,
  receivablesListSchema,
  receivablesQuerySchema,
  recordReceiptRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { createCustomer } from './create-customer.ts';
import { draftInvoiceFromOrders } from './draft-invoice-from-orders.ts';
import { exportReceivables } from './export-receivables.ts';
import { getCustomerLedger } from './get-customer-ledger.ts';
import { getInvoice } from './get-invoice.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { issueInvoice } from './issue-invoice.ts';
import { listReceivables } from './list-receivables.ts';
import { recordReceipt } from './record-receipt.ts';
import { updateCustomer } from './update-customer.ts';

/** Finance and admins. */
const finance = { access: allow('finance') };
const tags = ['receivables'];

const RETRY =
  'Safe to retry with an Idempotency-Key (per user): the same key writes nothing again and answers 200 ' +
  'with what the first wrote; the same key with another body is 422. Without a key every call writes.';

/** Customers, their ledger, invoices and the receivables list (issue 14), under /api/receivables. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: finance,
      schema: {
        summary: 'What each customer owes as of a day: balance, sale balance, status and ageing',
        description:
          'Balances in paise (balance negative when owed). Credits pay invoices oldest first; the sale ' +
          'balance is what the invoices still owe, and the ageing buckets (by days since each invoice) add ' +
          'up to it. Status is OK when −balance equals the sale balance. Entries after asOf are left out.',
        tags,
        querystring: receivablesQuerySchema,
        response: { 200: receivablesListSchema },
      },
    },
    async (request) => listReceivables(db, request.query),
  );

  app.get(
    '/export.xlsx',
    {
      config: finance,
      schema: {
        summary: 'The receivables list as XLSX, same filters and figures',
        tags,
        querystring: receivablesQuerySchema,
      },
    },
    async (request, reply) => sendXlsx(reply, await exportReceivables(db, request.query)),
  );

  app.post(
    '/customers',
    {
      config: finance,
      schema: {
        summary: 'Adds a customer',
        description: 'Mobile and e-mail are each one customer’s (409 naming the field).',
        tags,
        body: customerInputSchema,
        response: { 201: receivableCustomerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCustomer(db, { customer: request.body })),
  );

  app.get(
    '/customers/:customerId',
    {
      config: finance,
      schema: {
        summary: 'A customer with their whole ledger, oldest entry first',
        tags,
        params: customerIdParamsSchema,
        response: { 200: customerLedgerSchema },
      },
    },
    async (request) => getCustomerLedger(db, request.params.customerId),
  );

  app.put(
    '/customers/:customerId',
    {
      config: finance,
      schema: {
        summary: "Replaces a customer's details (issued invoices keep theirs)",
        tags,
        params: customerIdParamsSchema,
        body: customerInputSchema,
        response: { 200: receivableCustomerSchema },
      },
    },
    async (request) => updateCustomer(db, { customerId: request.params.customerId, customer: request.body }),
  );

  app.post(
    '/customers/:customerId/invoices',
    {
      config: finance,
      schema: {
        summary: 'Issues an invoice from the editor’s lines (blank lines skipped)',
        description: `Numbered in its financial year's series (from 1 April), never edited after. ${RETRY}`,
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
    '/customers/:customerId/invoice-draft',
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

  app.post(
    '/customers/:customerId/receipts',
    {
      config: finance,
      schema: {
        summary: 'Records money a customer paid, by hand',
        description: `Method and reference as for a manual payment; the amount in paise, more than 0. ${RETRY}`,
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

  app.get(
    '/invoices/:invoiceId',
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
    '/invoices/:invoiceId/credit-notes',
    {
      config: finance,
      schema: {
        summary: 'Issues a credit note correcting an invoice',
        description: `Its own series (CN/…); the credit notes of an invoice never come to more than it (409). ${RETRY}`,
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
};
