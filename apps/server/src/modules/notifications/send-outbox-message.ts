import type { OutboxMessage } from '@kadai/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { type JobQueue, QUEUES } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOutboxMessage, MESSAGE_NOT_FOUND } from './get-outbox-message.ts';
import type { MailSettings } from './mail-settings.ts';

export const NO_SMTP_MESSAGE = 'No SMTP server is configured: the message stays in the outbox';
export const ALREADY_SENT_MESSAGE = 'This message was already sent';

/**
 * An admin's Send again: marks a failed, queued or outbox message 'queued' and enqueues its
 * delivery in the same transaction; a worker sends it within seconds (deliver-mail.ts sends a
 * message once, however many jobs name it). Answers with the message as it now stands.
 */
export async function sendOutboxMessage(options: {
  db: Database;
  settings: MailSettings;
  jobs: JobQueue;
  messageId: number;
}): Promise<OutboxMessage> {
  if (!options.settings.smtpUrl) {
    await getOutboxMessage(options.db, { messageId: options.messageId });
    throw new AppError('conflict', NO_SMTP_MESSAGE);
  }
  await options.db.transaction(async (tx) => {
    const [queued] = await tx
      .update(mailMessages)
      .set({ status: 'queued' })
      .where(and(eq(mailMessages.id, options.messageId), ne(mailMessages.status, 'sent')))
      .returning({ id: mailMessages.id });
    if (!queued) {
      const [message] = await tx
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(eq(mailMessages.id, options.messageId));
      throw message ? new AppError('conflict', ALREADY_SENT_MESSAGE) : AppError.notFound(MESSAGE_NOT_FOUND);
    }
    await options.jobs.enqueue(tx, QUEUES.deliverMail, { messageId: queued.id });
  });
  const { text: _, ...summary } = await getOutboxMessage(options.db, { messageId: options.messageId });
  return summary;
}
