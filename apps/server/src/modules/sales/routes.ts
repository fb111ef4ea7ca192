import {
  SALES_FILE_MAX_BYTES,
  salesDayQuerySchema,
  salesDaySchema,
  salesUploadResultSchema,
  saveSalesDayRequestSchema,
  uploadSalesRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertOutletAccess } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { buildSalesTemplate, exportSalesDay } from './build-sales-template.ts';
import { getSalesDay } from './get-sales-day.ts';
import { saveSalesDay } from './save-sales-day.ts';
import { uploadSales } from './upload-sales.ts';

/** Outlet staff (their own outlet) and the warehouse, which keeps every outlet's books. */
const selling = { access: allow('warehouse', 'outlet') };
const tags = ['sales'];

/**
 * Store sales of the business's own products (what each outlet's till sold moves stock out of it), under
 * /api/sales.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/day',
    {
      config: selling,
      schema: {
        summary: "An outlet's sales of a business day, and the products a sale may name",
        tags,
        querystring: salesDayQuerySchema,
        response: { 200: salesDaySchema },
      },
    },
    async (request) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      return getSalesDay(db, request.query);
    },
  );

  app.put(
    '/day',
    {
      config: selling,
      schema: {
        summary: "Saves an outlet's sales of a day as typed, replacing the day's",
        description:
          "The difference against the day's 'sold' moves posts to the stock ledger in the same transaction; an empty list clears the day. Not after today (Asia/Kolkata); not for the warehouse.",
        tags,
        body: saveSalesDayRequestSchema,
        response: { 200: salesDaySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { outletId, day, lines } = request.body;
      await saveSalesDay(db, { outletId, day, lines, source: 'grid', user });
      return getSalesDay(db, { outletId, day });
    },
  );

  app.post(
    '/upload',
    {
      config: selling,
      // The file travels base64 in JSON: a third larger than its bytes, plus the envelope.
      bodyLimit: Math.ceil((SALES_FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        summary: "Reads a till's export (xlsx or csv) for an outlet's day: a preview, or the day replaced",
        description:
          "Columns Product, Variant, Quantity, Sale value (₹) (see template.xlsx). Every problem is named by row and column (400); nothing is written unless the whole file passes. dryRun true answers the preview; false replaces the day's sales as PUT /day does.",
        tags,
        body: uploadSalesRequestSchema,
        response: { 200: salesUploadResultSchema },
      },
    },
    async (request) => uploadSales(db, { request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/day/export.xlsx',
    {
      config: selling,
      schema: {
        summary: "An outlet's saved sales of a day as XLSX, in the upload's columns",
        tags,
        querystring: salesDayQuerySchema,
      },
    },
    async (request, reply) => {
      assertOutletAccess(currentUser(request), request.query.outletId);
      return sendXlsx(reply, await exportSalesDay(db, request.query));
    },
  );

  app.get(
    '/template.xlsx',
    {
      config: selling,
      schema: { summary: 'The upload template: its columns, a row per product of ours', tags },
    },
    async (_request, reply) => sendXlsx(reply, await buildSalesTemplate(db)),
  );
};
