import {
  outletListSchema,
  storeListSchema,
  teamIdParamsSchema,
  teamListSchema,
  teamSchema,
  unitListSchema,
  updateTeamRequestSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { allow, PUBLIC } from '../../lib/route-access.ts';
import { listOutlets } from './list-outlets.ts';
import { listStores } from './list-stores.ts';
import { listTeams } from './list-teams.ts';
import { listUnits } from './list-units.ts';
import { updateTeam } from './update-team.ts';

/** Public reference lists of the data API (operations.md §7), mounted under /dataapi. */
export const publicOrganisationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const list = { access: PUBLIC };
  app.get(
    '/api/public/common/units',
    { config: list, schema: { summary: 'Units', tags: ['organisation'], response: { 200: unitListSchema } } },
    async () => listUnits(db),
  );
  app.get(
    '/api/public/common/outlets',
    {
      config: list,
      schema: {
        summary: "Outlets, and the warehouse pseudo-outlet (type 'warehouse')",
        tags: ['organisation'],
        response: { 200: outletListSchema },
      },
    },
    async () => listOutlets(db),
  );
  app.get(
    '/api/public/common/teams',
    {
      config: list,
      schema: { summary: 'Production teams', tags: ['organisation'], response: { 200: teamListSchema } },
    },
    async () => listTeams(db),
  );
  app.get(
    '/api/public/common/stores',
    {
      config: list,
      schema: {
        summary: 'The stores, with the phone numbers every receipt carries',
        tags: ['organisation'],
        response: { 200: storeListSchema },
      },
    },
    async () => listStores(db),
  );
};

/** Settings › Edit Teams, for admins: /api/admin/teams. */
export const teamAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/teams/:teamId',
    {
      config: { access: allow('admin') },
      schema: {
        summary: 'Rename a team or change its colour',
        tags: ['organisation'],
        params: teamIdParamsSchema,
        body: updateTeamRequestSchema,
        response: { 200: teamSchema },
      },
    },
    async (request) => updateTeam(db, { teamId: request.params.teamId, changes: request.body }),
  );
};
