import {
  planDraftSchema,
  planningExportRequestSchema,
  savePlanDraftRequestSchema,
  teamQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { currentUser } from '../../auth/access.ts';
import { sendXlsx } from '../../notifications/content-disposition.ts';
import { production } from '../production-access.ts';
import { exportPlanning } from './export-planning.ts';
import { getPlanDraft } from './get-plan-draft.ts';
import { savePlanDraft } from './save-plan-draft.ts';

/** Planning: its table as XLSX, and the typed plan kept as a draft. */
export const planningRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/production/exports/planning',
    {
      config: production,
      schema: {
        summary: "The planning screen's table as XLSX",
        tags: ['production'],
        body: planningExportRequestSchema,
      },
    },
    async (request, reply) =>
      sendXlsx(reply, await exportPlanning({ input: request.body, user: currentUser(request) })),
  );

  // The typed plan of /planning kept per user, team and day, so a session that ends loses nothing.
  app.get(
    '/api/production/plan-drafts',
    {
      config: production,
      schema: {
        summary: "The signed-in user's typed planning values for a team today (empty when none)",
        tags: ['production'],
        querystring: teamQuerySchema,
        response: { 200: planDraftSchema },
      },
    },
    async (request) => getPlanDraft(db, { teamId: request.query.teamId, user: currentUser(request) }),
  );

  app.put(
    '/api/production/plan-drafts',
    {
      config: production,
      schema: {
        summary: "Replace the signed-in user's typed planning values for a team today",
        tags: ['production'],
        body: savePlanDraftRequestSchema,
        response: { 200: planDraftSchema },
      },
    },
    async (request) => savePlanDraft(db, { request: request.body, user: currentUser(request) }),
  );
};
