import { dashboardFiguresSchema, ROLES } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, currentUser } from '../auth/access.ts';
import { getDashboardFigures } from './get-dashboard-figures.ts';

/** The staff dashboard's figures, under /api/dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/figures',
    {
      // Every role opens the dashboard; what each sees is decided, and narrowed, inside.
      config: { access: allow(...ROLES) },
      schema: {
        summary: "The dashboard's figures for the signed-in role, within its own team or outlet",
        tags: ['dashboard'],
        response: { 200: dashboardFiguresSchema },
      },
    },
    async (request) => getDashboardFigures(db, { user: currentUser(request) }),
  );
};
