import {
  saveStatementScheduleRequestSchema,
  startStatementRunRequestSchema,
  statementRunDetailSchema,
  statementRunIdParamsSchema,
  statementRunSchema,
  statementScheduleSchema,
  statementsOverviewSchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { allow, currentUser } from '../auth/access.ts';
import { getStatementRun } from './get-statement-run.ts';
import { getStatementsOverview } from './get-statements-overview.ts';
import { saveStatementSchedule } from './save-statement-schedule.ts';
import { startStatementRun } from './start-statement-run.ts';

const finance = { access: allow('finance') };
const tags = ['statements'];

/** Monthly statements per customer group, by e-mail with the PDF, under /api/receivables/statements. */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue }> = async (
  app,
  { db, jobs },
) => {
  app.get(
    '/',
    {
      config: finance,
      schema: {
        summary: 'Every customer group with its statement schedule, and the latest runs',
        tags,
        response: { 200: statementsOverviewSchema },
      },
    },
    async () => getStatementsOverview(db),
  );

  app.put(
    '/schedules',
    {
      config: finance,
      schema: {
        summary: "Sets the day of the month a group's statements go out (1–28, Asia/Kolkata), or stops them",
        tags,
        body: saveStatementScheduleRequestSchema,
        response: { 200: statementScheduleSchema },
      },
    },
    async (request) => saveStatementSchedule(db, { request: request.body, user: currentUser(request) }),
  );

  app.post(
    '/runs',
    {
      config: finance,
      schema: {
        summary: "Sends a group's statements for a month that has ended, now",
        description:
          'Queued as a job; each customer is sent a month’s statement once, whoever starts the run ' +
          '(the others are listed as skipped, saying why). 409 while a run of the group and month is under way.',
        tags,
        body: startStatementRunRequestSchema,
        response: { 201: statementRunSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startStatementRun(db, { request: request.body, user: currentUser(request), jobs })),
  );

  app.get(
    '/runs/:runId',
    {
      config: finance,
      schema: {
        summary: 'One run: who was sent what, and the state of each mail',
        tags,
        params: statementRunIdParamsSchema,
        response: { 200: statementRunDetailSchema },
      },
    },
    async (request) => getStatementRun(db, request.params.runId),
  );
};
