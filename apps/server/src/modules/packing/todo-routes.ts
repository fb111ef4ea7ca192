import {
  type Outlet,
  outletTodoQuerySchema,
  outletTodoSchema,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { allow, currentUser } from '../auth/access.ts';
import { assertOutletAccess, ownTeamOf } from '../auth/team-scope.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { exportOutletTodo } from './export-packing.ts';
import { getOutletTodo } from './get-outlet-todo.ts';

/** The outlet watches its day; the warehouse and the kitchens see what they owe it. */
const watching = { access: allow('warehouse', 'outlet', 'production') };
const tags = ['packing'];

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

/** The outlet's Daily Kitchen To-do: each product planned, produced, packed, dispatched, received. */
export const outletTodoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/packing/todo',
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
    '/api/packing/todo/export.xlsx',
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
