import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customers/routes.ts';
import type { DocumentRouteOptions } from './documents/document-route-options.ts';
import { documentRoutes } from './documents/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { receiptRoutes } from './receipts/routes.ts';

/**
 * Receivables: the customers finance bills, their ledger, invoices, receipts and the documents sent
 * to them. Each flow registers its routes at their full addresses (/api/receivables/…, the signed
 * links at /api/public/invoices/…, the older client's at /dataapi/…).
 */
export const receivablesRoutes: FastifyPluginAsyncZod<DocumentRouteOptions> = async (app, options) => {
  const { db } = options;
  await app.register(ledgerRoutes, { db });
  await app.register(customerRoutes, { db });
  await app.register(invoiceRoutes, { db });
  await app.register(receiptRoutes, { db });
  await app.register(documentRoutes, options);
};
