import {
  confirmScheduleResponseSchema,
  saveScheduleRequestSchema,
  scheduleExportRequestSchema,
  scheduleIdParamsSchema,
  scheduleListSchema,
  scheduleSchema,
  teamQuerySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { idempotencyKeyHeadersSchema } from '../../../lib/idempotent-batch.ts';
import { currentUser } from '../../auth/access.ts';
import { sendXlsx } from '../../notifications/content-disposition.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import { production, RETRY_NOTE } from '../production-access.ts';
import { confirmSchedule } from './confirm-schedule.ts';
import { deleteSchedule } from './delete-schedule.ts';
import { exportSchedule } from './export-schedule.ts';
import { getScheduleSheet } from './get-schedule-sheet.ts';
import { listSchedules } from './list-schedules.ts';
import { saveSchedule } from './save-schedule.ts';

/** The production schedule, its confirm (which mails the plan) and the schedule's sheets. */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailSettings;
  jobs: JobQueue;
}> = async (app, { db, mail, jobs }) => {
  app.get(
    '/api/production/schedules',
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
    '/api/production/schedules',
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
    '/api/production/schedules/:scheduleId',
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
    '/api/production/schedules/:scheduleId/confirm',
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
    '/api/production/schedules/:scheduleId/export.xlsx',
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
    '/api/production/exports/schedule',
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
};
