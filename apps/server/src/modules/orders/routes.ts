import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ReadRouting } from '../../lib/read-replica.ts';
import type { MailSettings } from '../notifications/mail/mail-settings.ts';
import type { SmsSettings } from '../notifications/sms/sms-settings.ts';
import { orderAdminRoutes } from './order-admin/routes.ts';
import type { AmountChangeHook } from './order-admin/update-order.ts';
import { placingRoutes } from './placing/routes.ts';

/**
 * Orders: the customer placing one and reading its receipt (/api/orders, /api/advance-orders), and
 * the staff's order lists and changes (/api/admin/orders…). Each flow registers its full addresses.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clientDeadlineMs?: number;
  /** The export of the whole filtered list is read from a replica in step (lib/read-replica.ts). */
  reads: ReadRouting;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
  onAmountChange?: AmountChangeHook;
}> = async (app, { db, clientDeadlineMs, reads, mail, sms, jobs, onAmountChange }) => {
  await app.register(placingRoutes, { db, ...(clientDeadlineMs !== undefined && { clientDeadlineMs }) });
  await app.register(orderAdminRoutes, {
    db,
    reads,
    mail,
    sms,
    jobs,
    ...(onAmountChange !== undefined && { onAmountChange }),
  });
};
