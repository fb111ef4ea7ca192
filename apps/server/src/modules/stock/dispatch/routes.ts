import {
  confirmDispatchRequestSchema,
  dispatchListSchema,
  dispatchPlanQuerySchema,
  dispatchPlanSchema,
  dispatchSchema,
  missedDispatchListSchema,
  saveDispatchRequestSchema,
  stockIdParamsSchema,
  teamQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { currentUser } from '../../auth/access.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { dispatching, stockTags as tags } from '../ledger/stock-access.ts';
import { confirmDispatch } from './confirm-dispatch.ts';
import { deleteDispatch } from './delete-dispatch.ts';
import { getDispatchPlan } from './get-dispatch-plan.ts';
import { listDispatches } from './list-dispatches.ts';
import { listMissedDispatches, MISSED_DAYS } from './list-missed-dispatches.ts';
import { saveDispatch } from './save-dispatch.ts';

/** Daily Dispatch: what planning sends each outlet, saved, then confirmed onto a trip. */
export const dispatchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/stock/dispatch-plan',
    {
      config: dispatching,
      schema: {
        summary: "Daily Dispatch: what today's planning sends a team's outlet, and what the warehouse holds",
        tags,
        querystring: dispatchPlanQuerySchema,
        response: { 200: dispatchPlanSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return getDispatchPlan(db, request.query);
    },
  );

  app.put(
    '/api/stock/dispatches',
    {
      config: dispatching,
      schema: {
        summary:
          "Submit: save today's dispatch of a team to an outlet (replaces a saved one); nothing moves yet",
        tags,
        body: saveDispatchRequestSchema,
        response: { 200: dispatchSchema },
      },
    },
    async (request) => saveDispatch(db, { request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/api/stock/dispatches',
    {
      config: dispatching,
      schema: {
        summary: "Today's dispatches of a team, D1, D2 …, saved and dispatched",
        tags,
        querystring: teamQuerySchema,
        response: { 200: dispatchListSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return listDispatches(db, { teamId: request.query.teamId });
    },
  );

  app.delete(
    '/api/stock/dispatches/:id',
    {
      config: dispatching,
      schema: {
        summary: 'Delete a saved dispatch (a dispatched one answers 409)',
        tags,
        params: stockIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteDispatch(db, { id: request.params.id, user: currentUser(request) });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/stock/dispatches/:id/confirm',
    {
      config: dispatching,
      schema: {
        summary: 'Confirm Dispatch: the stock leaves the warehouse with a driver and a vehicle',
        description:
          'Idempotent with the same driver and vehicle. A driver or vehicle on another trip in transit ' +
          'answers 409 naming it; a warehouse holding less than is sent answers 409 naming the lines.',
        tags,
        params: stockIdParamsSchema,
        body: confirmDispatchRequestSchema,
        response: { 200: dispatchSchema },
      },
    },
    async (request) =>
      confirmDispatch(db, { id: request.params.id, request: request.body, user: currentUser(request) }),
  );

  app.get(
    '/api/stock/missed-dispatches',
    {
      config: dispatching,
      schema: {
        summary: `Missed Dispatches: what planning sent an outlet in the last ${MISSED_DAYS} days and no dispatch carried`,
        tags,
        querystring: teamQuerySchema,
        response: { 200: missedDispatchListSchema },
      },
    },
    async (request) => {
      assertTeamAccess(currentUser(request), request.query.teamId);
      return listMissedDispatches(db, { teamId: request.query.teamId });
    },
  );
};
