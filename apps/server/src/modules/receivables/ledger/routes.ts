import {
  customerIdParamsSchema,
  customerLedgerSchema,
  receivablesListSchema,
  receivablesQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { allow } from '../../auth/access.ts';
import { sendXlsx } from '../../notifications/content-disposition.ts';
import { exportReceivables } from './export-receivables.ts';
import { getCustomerLedger } from './get-customer-ledger.ts';
import { listReceivables } from './list-receivables.ts';

/** Finance and admins. */
const finance = { access: allow('finance') };
const tags = ['receivables'];

/** What each customer owes, as a list and as a sheet, and one customer's whole ledger. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/receivables',
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
    '/api/receivables/export.xlsx',
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

  app.get(
    '/api/receivables/customers/:customerId',
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
};
