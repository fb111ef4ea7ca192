import type { OutboxMessage } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailTransport } from '../../lib/mail.ts';
import { deliverMail, type MailLog } from './deliver-mail.ts';
import { getOutboxMessage, MESSAGE_NOT_FOUND } from './get-outbox-message.ts';
import type { MailSettings } from './mail-settings.ts';

export const NO_SMTP_MESSAGE = 'No SMTP server is configured: the message stays in the outbox';
export const ALREADY_SENT_MESSAGE = 'This message was already sent';

/**
 * An admin's retry: hands a queued, failed or outbox message to SMTP again and answers with what
 * happened ('sent', or 'failed' with the new error).
 */
export async function sendOutboxMessage(options: {
  db: Database;
  transport: MailTransport | null;
  settings: MailSettings;
  messageId: number;
  log?: MailLog;
}): Promise<OutboxMessage> {
  const [message] = await options.db
    .select({ status: mailMessages.status })
    .from(mailMessages)
    .where(eq(mailMessages.id, options.messageId));
  if (!message) throw AppError.notFound(MESSAGE_NOT_FOUND);
  if (!options.transport) throw new AppError('conflict', NO_SMTP_MESSAGE);
  if (message.status === 'sent') throw new AppError('conflict', ALREADY_SENT_MESSAGE);
  await deliverMail(options);
  const { text: _, ...summary } = await getOutboxMessage(options.db, { messageId: options.messageId });
  return summary;
}
