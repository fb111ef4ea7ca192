import { dislikeReportSchema, dislikesQuerySchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { listDislikes } from '../orders/verification/list-dislikes.ts';
import { exportDislikes } from './export-dislikes.ts';

/** Admins, and the kitchens the comments are for. */
const readers = { access: allow('production') };
const tags = ['verification'];

/** What customers disliked (ordering.md §2.8), under /api/admin/verification. */
export const verificationAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dislikes',
    {
      config: readers,
      schema: {
        summary:
          'Disliked items of verified orders in a period: counted by item and category, and each comment',
        tags,
        querystring: dislikesQuerySchema,
        response: { 200: dislikeReportSchema },
      },
    },
    async (request) => listDislikes(db, request.query),
  );

  app.get(
    '/dislikes/export.xlsx',
    {
      config: readers,
      schema: { summary: 'The dislikes of the period as XLSX', tags, querystring: dislikesQuerySchema },
    },
    async (request, reply) => {
      const sheet = await exportDislikes(db, request.query);
      return sendXlsx(reply, sheet);
    },
  );
};
