import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSettings } from './mail/mail-settings.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { smsReportRoutes } from './sms/routes.ts';
import type { SmsSettings } from './sms/sms-settings.ts';

/**
 * The e-mail and text messages the product sends: the admin's outbox (/api/admin/outbox) and where
 * MSG91 reports a text's delivery (/api/sms), each flow at its full URLs. Queueing and delivering
 * happen in mail/ and sms/, asked by the modules that send and by the job worker.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
}> = async (app, { db, mail, sms, jobs }) => {
  await app.register(outboxRoutes, { db, mail, sms, jobs });
  await app.register(smsReportRoutes, { db, webhookToken: sms.webhookToken });
};
