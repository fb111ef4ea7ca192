import {
  type Outlet,
  outletTodoQuerySchema,
  outletTodoSchema,
  packingDayQuerySchema,
  packingDaySchema,
  recordPackingRequestSchema,
  recordPackingResponseSchema,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertOutletAccess, assertTeamAccess, ownTeamOf } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { listTeams } from '../organisation/list-teams.ts';
import { exportOutletTodo, exportPackingDay } from './export-packing.ts';
import { getOutletTodo } from './get-outlet-todo.ts';
import { getPackingDay } from './get-packing-day.ts';
import { recordPacking } from './record-packing.ts';

/** The kitchens pack and the warehouse may (as with dispatch); a production user only for their team. */
const packing = { access: allow('production', 'warehouse') };
/** The outlet watches its day; the warehouse and the kitchens see what they owe it. */
const watching = { access: allow('warehouse', 'outlet', 'production') };
const tags = ['packing'];

async function teamName(db: Database, teamId: string): Promise<string> {
  const team = (await listTeams(db)).find((t) => t.id === teamId);
  if (!team) throw AppError.validation([{ path: 'teamId', message: `teamId: no team "${teamId}"` }]);
  return team.name;
}

/**
 * The outlet a to-do is for, checked: an outlet user only their own; production users see only
 * their team's products in it (the team returned), others every product.
 */
async function todoScope(
  db: Database,
  user: SignedUser,
  outletId: string,
): Promise<{ outlet: Outlet; teamId: string | undefined }> {
  assertOutletAccess(user, outletId);
  const outlet = (await listOutlets(db)).find((o) => o.id === outletId && o.id !== WAREHOUSE_OUTLET_ID);
  if (!outlet)
    throw AppError.validation([{ path: 'outletId', message: `outletId: no outlet "${outletId}"` }]);
  return { outlet, teamId: ownTeamOf(user) };
}

/**
 * Kitchen Packing Log and the outlet's Daily Kitchen To-do (what happens between produced and dispatched),
 * under /api/packing.
 */
export const packingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/day',
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
    '/day/export.xlsx',
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
    '/entries',
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

  app.get(
    '/todo',
    {
      config: watching,
      schema: {
        summary:
          "An outlet's Daily Kitchen To-do: each product planned, produced, packed, dispatched, received",
        tags,
        querystring: outletTodoQuerySchema,
        response: { 200: outletTodoSchema },
      },
    },
    async (request) => {
      const { outlet, teamId } = await todoScope(db, currentUser(request), request.query.outletId);
      return getOutletTodo(db, {
        outletId: outlet.id,
        outletName: outlet.name,
        teamId,
        day: request.query.day,
      });
    },
  );

  app.get(
    '/todo/export.xlsx',
    {
      config: watching,
      schema: {
        summary: "An outlet's Daily Kitchen To-do as XLSX: the rows the page shows",
        tags,
        querystring: outletTodoQuerySchema,
      },
    },
    async (request, reply) => {
      const { outlet, teamId } = await todoScope(db, currentUser(request), request.query.outletId);
      const todo = await getOutletTodo(db, {
        outletId: outlet.id,
        outletName: outlet.name,
        teamId,
        day: request.query.day,
      });
      return sendXlsx(reply, await exportOutletTodo(todo));
    },
  );
};
