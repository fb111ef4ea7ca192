import {
  customerIdParamsSchema,
  customerSendSchema,
  customerSendsSchema,
  invoiceIdParamsSchema,
  sendDocumentRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allow, currentUser } from '../../auth/access.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { getInvoice } from '../invoices/get-invoice.ts';
import { receivableDataRoutes } from './data-routes.ts';
import type { DocumentRouteOptions } from './document-route-options.ts';
import { getOutstandingDocument } from './get-outstanding-document.ts';
import { listCustomerSends } from './list-customer-sends.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';
import { renderOutstandingPdf } from './render-outstanding-pdf.ts';
import { sendCustomerDocument } from './send-customer-document.ts';
import { sendPdf } from './send-pdf.ts';

const finance = { access: allow('finance') };
const tags = ['receivables'];

/**
 * Invoice and outstanding PDFs, sending them to a customer and what was sent; and the older client's
 * calls for the same documents (data-routes.ts).
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRouteOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/api/receivables/invoices/:invoiceId/pdf',
    {
      config: finance,
      schema: { summary: 'An issued invoice or credit note as a PDF', tags, params: invoiceIdParamsSchema },
    },
    async (request, reply) => {
      const invoice = await getInvoice(db, request.params.invoiceId);
      return sendPdf(reply, { pdf: await renderInvoicePdf(invoice), fileName: invoice.number });
    },
  );

  app.get(
    '/api/receivables/customers/:customerId/outstanding.pdf',
    {
      config: finance,
      schema: {
        summary: "A customer's invoices still open as of today (FIFO), as a PDF",
        description: 'Its total is the receivables list’s sale balance.',
        tags,
        params: customerIdParamsSchema,
      },
    },
    async (request, reply) => {
      const document = await getOutstandingDocument(db, { customerId: request.params.customerId });
      return sendPdf(reply, {
        pdf: await renderOutstandingPdf(document),
        fileName: `outstanding-${document.customer.id}-${document.asOf}`,
      });
    },
  );

  app.post(
    '/api/receivables/customers/:customerId/send',
    {
      config: finance,
      schema: {
        summary: 'Sends a customer one invoice, or their outstanding invoices, by e-mail or SMS',
        description:
          'E-mail attaches the PDF; SMS texts a short message with a signed read-only link (30 days). ' +
          'Queued on the outbox in the transaction that records the send; 400 naming the field when the ' +
          'customer has no e-mail address or mobile.',
        tags,
        params: customerIdParamsSchema,
        body: sendDocumentRequestSchema,
        response: { 201: customerSendSchema },
      },
    },
    async (request, reply) => {
      const send = await sendCustomerDocument(db, {
        customerId: request.params.customerId,
        channel: request.body.channel,
        invoiceId: request.body.invoiceId,
        user: currentUser(request),
        context: {
          origin: `${request.protocol}://${request.host}`,
          mail: options.mail,
          sms: options.sms,
          jobs: options.jobs,
        },
      });
      return reply.code(201).send(send);
    },
  );

  app.get(
    '/api/receivables/customers/:customerId/sends',
    {
      config: finance,
      schema: {
        summary: "A customer's sends, newest first, each with its state (queued, sent, failed and why)",
        tags,
        params: customerIdParamsSchema,
        response: { 200: customerSendsSchema },
      },
    },
    async (request) => {
      const customer = await getCustomer(db, request.params.customerId);
      return listCustomerSends(db, { customerId: customer.id });
    },
  );

  await app.register(receivableDataRoutes, options);
};
