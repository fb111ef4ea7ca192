import {
  businessDay,
  issueProductListSchema,
  issueProductSearchQuerySchema,
  materialIssueIdParamsSchema,
  materialIssueListQuerySchema,
  materialIssueNoteListSchema,
  materialIssueNoteSchema,
  materialIssueRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { counters, issuers } from './carry-over-access.ts';
import { exportMaterialIssueNotes } from './export-material-issue-notes.ts';
import { issueMaterialNote } from './issue-material-note.ts';
import { getMaterialIssueNote, listMaterialIssueNotes } from './list-material-issue-notes.ts';
import { renderMaterialIssueNote } from './render-material-issue-note.ts';
import { searchIssueProducts } from './search-issue-products.ts';

/** Material issue notes: materials issued from the godown to a section, listed, exported and printed. */
export const issueNoteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/carry-over/issue-products',
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
    '/api/carry-over/issue-notes',
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
    '/api/carry-over/issue-notes',
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
    '/api/carry-over/issue-notes/export.xlsx',
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
    '/api/carry-over/issue-notes/:noteId/note.pdf',
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
