import {
  apiErrorSchema,
  INVOICE_LINK_MESSAGES,
  invoiceLinkParamsSchema,
  publicInvoiceDocumentSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { PUBLIC } from '../../auth/access.ts';
import { getOutstandingDocument } from '../documents/get-outstanding-document.ts';
import { renderInvoicePdf } from '../documents/render-invoice-pdf.ts';
import { renderOutstandingPdf } from '../documents/render-outstanding-pdf.ts';
import { sendPdf } from '../documents/send-pdf.ts';
import { getInvoice } from './get-invoice.ts';
import { type InvoiceLinkTarget, readInvoiceLinkToken } from './invoice-link.ts';

const tags = ['receivables'];
/** Anyone with the link, no cookie; limited per address, as a guessed token costs a PDF at most. */
const publicLink = {
  access: PUBLIC,
  rateLimit: { max: 60, timeWindow: 60_000, allowList: () => false },
};
const gone = apiErrorSchema.describe('The link has expired');

async function openDocument(db: Database, target: InvoiceLinkTarget) {
  if (target.invoiceId !== null) {
    const invoice = await getInvoice(db, target.invoiceId);
    // A token names the customer too: it opens only that customer's invoice.
    if (invoice.customer.id !== target.customerId) throw AppError.notFound(INVOICE_LINK_MESSAGES.notFound);
    return { document: 'invoice' as const, invoice };
  }
  return {
    document: 'outstanding' as const,
    outstanding: await getOutstandingDocument(db, { customerId: target.customerId }),
  };
}

/**
 * The signed read-only link a customer gets by SMS or e-mail (/invoice/{token} in the web app),
 * at /api/public/invoices/{token}: 404 for a token that is not ours, 410 once it has expired.
 */
export const publicInvoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/public/invoices/:token',
    {
      config: publicLink,
      schema: {
        summary: 'The invoice or outstanding document a signed link opens',
        tags,
        params: invoiceLinkParamsSchema,
        response: { 200: publicInvoiceDocumentSchema, 410: gone },
      },
    },
    async (request, reply) => {
      const target = await readInvoiceLinkToken(db, request.params.token);
      const opened = await openDocument(db, target);
      return reply
        .header('cache-control', 'no-store')
        .send({ ...opened, expiresAt: target.expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/public/invoices/:token/pdf',
    {
      config: publicLink,
      schema: {
        summary: 'The same document as a PDF',
        tags,
        params: invoiceLinkParamsSchema,
        response: { 410: gone },
      },
    },
    async (request, reply) => {
      const target = await readInvoiceLinkToken(db, request.params.token);
      const opened = await openDocument(db, target);
      return opened.document === 'invoice'
        ? sendPdf(reply, { pdf: await renderInvoicePdf(opened.invoice), fileName: opened.invoice.number })
        : sendPdf(reply, {
            pdf: await renderOutstandingPdf(opened.outstanding),
            fileName: `outstanding-${opened.outstanding.asOf}`,
          });
    },
  );
};
