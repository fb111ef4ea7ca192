import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSettings } from '../notifications/mail/mail-settings.ts';
import { logRoutes } from './log/routes.ts';
import { planningRoutes } from './planning/routes.ts';
import { scheduleRoutes } from './schedule/routes.ts';

/**
 * Production by flow, as the kitchen works: planning, the schedule and its confirm (which mails the
 * plan), and the production log (under /dataapi, the older system's path); entries/ holds the reads
 * packing and the dashboard make of what was produced.
 */
export const productionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailSettings;
  jobs: JobQueue;
}> = async (app, { db, mail, jobs }) => {
  await app.register(logRoutes, { db });
  await app.register(scheduleRoutes, { db, mail, jobs });
  await app.register(planningRoutes, { db });
};
