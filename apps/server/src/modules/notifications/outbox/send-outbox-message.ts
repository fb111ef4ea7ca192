import type { OutboxMessage } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { getOutboxMessage } from './get-outbox-message.ts';
import { OUTBOXES } from './outboxes.ts';
import { requeueOutboxMessage } from './requeue-outbox-message.ts';

export const NO_SMTP_MESSAGE = 'No SMTP server is configured: the message stays in the outbox';

/**
 * An admin's Send again of an e-mail (requeue-outbox-message.ts). Answers with the message as it
 * now stands.
 */
export async function sendOutboxMessage(options: {
  db: Database;
  settings: MailSettings;
  jobs: JobQueue;
  messageId: number;
}): Promise<OutboxMessage> {
  await requeueOutboxMessage({
    ...options,
    outbox: OUTBOXES.mail,
    unsendable: options.settings.smtpUrl ? undefined : NO_SMTP_MESSAGE,
  });
  const { text: _, ...summary } = await getOutboxMessage(options.db, { messageId: options.messageId });
  return summary;
}
