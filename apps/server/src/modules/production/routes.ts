import {
  batchAddResponseSchema,
  confirmScheduleResponseSchema,
  planDraftSchema,
  planningExportRequestSchema,
  productionBatchSchema,
  savePlanDraftRequestSchema,
  saveScheduleRequestSchema,
  scheduleExportRequestSchema,
  scheduleIdParamsSchema,
  scheduleListSchema,
  scheduleSchema,
  teamQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { idempotencyKeyHeadersSchema } from '../../lib/idempotent-batch.ts';
import { allow, currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import type { MailSettings } from '../notifications/mail-settings.ts';
import { addProductionBatch } from './add-production-batch.ts';
import { confirmSchedule } from './confirm-schedule.ts';
import { deleteSchedule } from './delete-schedule.ts';
import { exportPlanning } from './export-planning.ts';
import { exportSchedule } from './export-schedule.ts';
import { getPlanDraft } from './get-plan-draft.ts';
import { getScheduleSheet } from './get-schedule-sheet.ts';
import { listSchedules } from './list-schedules.ts';
import { savePlanDraft } from './save-plan-draft.ts';
import { saveSchedule } from './save-schedule.ts';

const production = { access: allow('production') };

const RETRY_NOTE =
  'Send an Idempotency-Key header to make retries safe for 24 hours (keys are per user; without one ' +
  "every post is written); the same key with a different body is refused with 422. Each entry's team " +
  "is its product's (derived when no team_id is sent); a user tied to a team may write only its products (403).";

/** POST /api/inventory/production/batch/add under /dataapi: the older system's path (operations.md §7). */
export const productionDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/inventory/production/batch/add',
    {
      config: production,
      schema: {
        summary: 'Post production entries (production log, confirm), all or nothing',
        description: `${RETRY_NOTE} user_id is always the signed-in user's display name.`,
        tags: ['production'],
        headers: idempotencyKeyHeadersSchema,
        body: productionBatchSchema,
        response: { 200: batchAddResponseSchema, 201: batchAddResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addProductionBatch(db, {
        entries: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(result.replayed ? 200 : 201).send(result);
    },
  );
};

/** The production schedule, its confirm (which mails the plan) and the planning/schedule exports. */
export const productionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailSettings;
  jobs: JobQueue;
}> = async (app, { db, mail, jobs }) => {
  app.get(
    '/schedules',
    {
      config: production,
      schema: {
        summary: "Today's schedules of a team, open and confirmed, by production number",
        tags: ['production'],
        querystring: teamQuerySchema,
        response: { 200: scheduleListSchema },
      },
    },
    async (request) => listSchedules(db, { teamId: request.query.teamId, user: currentUser(request) }),
  );

  app.post(
    '/schedules',
    {
      config: production,
      schema: {
        summary: "Save a team's production schedule for today (numbered P1, P2 …)",
        description: RETRY_NOTE,
        tags: ['production'],
        headers: idempotencyKeyHeadersSchema,
        body: saveScheduleRequestSchema,
        response: { 200: scheduleSchema, 201: scheduleSchema },
      },
    },
    async (request, reply) => {
      const { schedule, replayed } = await saveSchedule(db, {
        input: request.body,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(replayed ? 200 : 201).send(schedule);
    },
  );

  app.delete(
    '/schedules/:scheduleId',
    {
      config: production,
      schema: {
        summary: 'Back to Edit: clear an open schedule (a confirmed one answers 409)',
        tags: ['production'],
        params: scheduleIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteSchedule(db, { scheduleId: request.params.scheduleId, user: currentUser(request) });
      return reply.code(204).send();
    },
  );

  app.post(
    '/schedules/:scheduleId/confirm',
    {
      config: production,
      schema: {
        summary: 'Confirm a schedule: its production entries, and the plan mailed to the admin',
        description:
          'Idempotent: confirming a confirmed schedule writes nothing, sends no mail and answers replayed: true.',
        tags: ['production'],
        params: scheduleIdParamsSchema,
        response: { 200: confirmScheduleResponseSchema },
      },
    },
    async (request) =>
      confirmSchedule({
        db,
        settings: mail,
        jobs,
        scheduleId: request.params.scheduleId,
        user: currentUser(request),
      }),
  );

  app.get(
    '/schedules/:scheduleId/export.xlsx',
    {
      config: production,
      schema: {
        summary: "A schedule's plan as XLSX (for a confirmed one, the file mailed to the admin)",
        tags: ['production'],
        params: scheduleIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        await getScheduleSheet(db, { scheduleId: request.params.scheduleId, user: currentUser(request) }),
      ),
  );

  app.post(
    '/exports/planning',
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

  app.post(
    '/exports/schedule',
    {
      config: production,
      schema: {
        summary: "The production schedule screen's table as XLSX",
        tags: ['production'],
        body: scheduleExportRequestSchema,
      },
    },
    async (request, reply) =>
      sendXlsx(reply, await exportSchedule({ input: request.body, user: currentUser(request) })),
  );

  // The typed plan of /planning kept per user, team and day, so a session that ends loses nothing.
  app.get(
    '/plan-drafts',
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
    '/plan-drafts',
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
