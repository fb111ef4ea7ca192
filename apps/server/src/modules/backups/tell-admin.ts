import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MailSettings } from '../notifications/mail/mail-settings.ts';
import { queueMail } from '../notifications/mail/queue-mail.ts';

export interface BackupAlerts {
  jobs: JobQueue;
  mail: Pick<MailSettings, 'adminEmail' | 'smtpUrl'>;
}

/** A backup or archive that failed: a mail to the admin in the outbox (sent when SMTP is set, read in /outbox otherwise). */
export async function tellAdmin(
  db: Database,
  alerts: BackupAlerts,
  message: { subject: string; text: string },
): Promise<void> {
  await db.transaction((tx) =>
    queueMail(tx, {
      to: alerts.mail.adminEmail,
      subject: message.subject,
      text: message.text,
      attachments: [],
      smtp: Boolean(alerts.mail.smtpUrl),
      jobs: alerts.jobs,
    }),
  );
}
