import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import type { SmsSettings } from '../../notifications/sms/sms-settings.ts';

/** What the receivables routes hand their document routes (and the older client's calls for the same documents). */
export interface DocumentRouteOptions {
  db: Database;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
}
