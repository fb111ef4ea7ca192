import {
  packingDayQuerySchema,
  packingDaySchema,
  recordPackingRequestSchema,
  recordPackingResponseSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertTeamAccess } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { listTeams } from '../organisation/list-teams.ts';
import { exportPackingDay } from './export-packing.ts';
import { getPackingDay } from './get-packing-day.ts';
import { recordPacking } from './record-packing.ts';

/** The kitchens pack and the warehouse may (as with dispatch); a production user only for their team. */
const packing = { access: allow('production', 'warehouse') };
const tags = ['packing'];

async function teamName(db: Database, teamId: string): Promise<string> {
  const team = (await listTeams(db)).find((t) => t.id === teamId);
  if (!team) throw AppError.validation([{ path: 'teamId', message: `teamId: no team "${teamId}"` }]);
  return team.name;
}

/** Kitchen Packing Log: a team's produced entries of a day, and the packs made from them. */
export const packingLogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/packing/day',
    {
      config: packing,
      schema: {
        summary: "A team's produced entries of a day (today by default), packed and left to pack",
        tags,
        querystring: packingDayQuerySchema,
        response: { 200: packingDaySchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      await teamName(db, request.query.teamId);
      return getPackingDay(db, request.query);
    },
  );

  app.get(
    '/api/packing/day/export.xlsx',
    {
      config: packing,
      schema: {
        summary: 'The Kitchen Packing Log of a team and day as XLSX',
        tags,
        querystring: packingDayQuerySchema,
      },
    },
    async (request, reply) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      const name = await teamName(db, request.query.teamId);
      return sendXlsx(
        reply,
        await exportPackingDay(await getPackingDay(db, request.query), { teamName: name }),
      );
    },
  );

  app.post(
    '/api/packing/entries',
    {
      config: packing,
      schema: {
        summary: 'Record packs made from production entries of a team, all or nothing',
        description:
          'More than is left to pack of an entry answers 409 naming the product. Send an Idempotency-Key ' +
          'header to make a retry safe (without one every post is written).',
        tags,
        headers: idempotencyKeyHeadersSchema,
        body: recordPackingRequestSchema,
        response: { 200: recordPackingResponseSchema, 201: recordPackingResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await recordPacking(db, {
        request: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );
};
