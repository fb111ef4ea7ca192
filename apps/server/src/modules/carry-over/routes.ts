import {
  businessDay,
  carryOverBulkQuerySchema,
  carryOverBulkSchema,
  carryOverQuerySchema,
  carryOverResultSchema,
  carryOverSheetSchema,
  issueProductListSchema,
  issueProductSearchQuerySchema,
  materialIssueIdParamsSchema,
  materialIssueListQuerySchema,
  materialIssueNoteListSchema,
  materialIssueNoteSchema,
  materialIssueRequestSchema,
  supplierListSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { allow, currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { exportMaterialIssueNotes } from './export-material-issue-notes.ts';
import { getCarryOverSheet } from './get-carry-over-sheet.ts';
import { issueMaterialNote } from './issue-material-note.ts';
import { listCarryOverSuppliers } from './list-carry-over-suppliers.ts';
import { getMaterialIssueNote, listMaterialIssueNotes } from './list-material-issue-notes.ts';
import { postCarryOver } from './post-carry-over.ts';
import { renderMaterialIssueNote } from './render-material-issue-note.ts';
import { searchIssueProducts } from './search-issue-products.ts';

// The warehouse counts and issues; finance reads and closes the books with it.
const counters = { access: allow('warehouse', 'finance') };
const issuers = { access: allow('warehouse') };

/** The older client's call (operations.md §7), mounted under /dataapi. */
export const carryOverDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/inventory/bulk/monthly',
    {
      config: counters,
      schema: {
        summary:
          'Save the monthly carry-over: counted stock by supplier, product and section; closes the month',
        description:
          'Rows with quantity 0 are skipped; nothing left is a 400. Per supplier, a product without a row ' +
          'was counted 0. The difference from the ledger posts dated the last day of the month, which is ' +
          'closed in the same transaction (decision 018). `month` (YYYY-MM) defaults to the month before, ' +
          'or the current month on its last day.',
        tags: ['inventory'],
        querystring: carryOverBulkQuerySchema,
        body: carryOverBulkSchema,
        response: { 201: carryOverResultSchema },
      },
    },
    async (request, reply) => {
      const result = await postCarryOver(db, {
        entries: request.body,
        month: request.query.month,
        user: currentUser(request),
        today: businessDay(),
      });
      return reply.code(201).send(result);
    },
  );
};

/** The web app's carry-over and material issue notes, under /api/carry-over. */
export const carryOverRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/suppliers',
    {
      config: counters,
      schema: {
        summary: 'Every supplier, by name',
        tags: ['inventory'],
        response: { 200: supplierListSchema },
      },
    },
    async () => listCarryOverSuppliers(db),
  );

  app.get(
    '/monthly',
    {
      config: counters,
      schema: {
        summary:
          "A supplier's carry-over for a month: the ledger's closing to start from, or what was carried",
        tags: ['inventory'],
        querystring: carryOverQuerySchema,
        response: { 200: carryOverSheetSchema },
      },
    },
    async (request) => getCarryOverSheet(db, { ...request.query, today: businessDay() }),
  );

  app.get(
    '/issue-products',
    {
      config: issuers,
      schema: {
        summary: 'Products to issue, by name or id',
        tags: ['inventory'],
        querystring: issueProductSearchQuerySchema,
        response: { 200: issueProductListSchema },
      },
    },
    async (request) => searchIssueProducts(db, request.query.search),
  );

  app.get(
    '/issue-notes',
    {
      config: counters,
      schema: {
        summary: 'Material issue notes, newest first',
        tags: ['inventory'],
        querystring: materialIssueListQuerySchema,
        response: { 200: materialIssueNoteListSchema },
      },
    },
    async (request) => listMaterialIssueNotes(db, request.query),
  );

  app.post(
    '/issue-notes',
    {
      config: issuers,
      schema: {
        summary: 'Issue materials from the godown to a section: a numbered note and its ledger moves',
        tags: ['inventory'],
        body: materialIssueRequestSchema,
        response: { 201: materialIssueNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await issueMaterialNote(db, {
        request: request.body,
        user: currentUser(request),
        today: businessDay(),
      });
      return reply.code(201).send(note);
    },
  );

  app.get(
    '/issue-notes/export.xlsx',
    {
      config: counters,
      schema: {
        summary: 'The listed notes as xlsx, one row per line',
        tags: ['inventory'],
        querystring: materialIssueListQuerySchema,
      },
    },
    async (request, reply) => sendXlsx(reply, await exportMaterialIssueNotes(db, request.query)),
  );

  app.get(
    '/issue-notes/:noteId/note.pdf',
    {
      config: counters,
      schema: {
        summary: 'A material issue note to print',
        tags: ['inventory'],
        params: materialIssueIdParamsSchema,
      },
    },
    async (request, reply) => {
      const note = await getMaterialIssueNote(db, request.params.noteId);
      if (!note) throw AppError.notFound(`noteId: no note ${request.params.noteId}`);
      const pdf = await renderMaterialIssueNote(note);
      const fileName = `${note.number.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
