import type { MailStatus } from '@kadai/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailAttachments, mailMessages } from '../../db/schema/index.ts';
import type { MailTransport } from '../../lib/mail.ts';
import type { MailSettings } from './mail-settings.ts';

/** What deliver-mail needs of a logger (Fastify's request.log fits). */
export interface MailLog {
  error(details: object, message: string): void;
}

const consoleLog: MailLog = { error: (details, message) => console.error(message, details) };

/**
 * Hands one queued (or failed) message to SMTP and records the outcome: 'sent' with the time, or
 * 'failed' with the error to retry from the outbox. It never throws: the work the mail reports is
 * already committed, and the caller answers for that work, whatever SMTP does.
 *
 * The message row stays locked while SMTP takes it, so two deliveries of one message (a confirm
 * and an admin's retry at the same moment) cannot both send it; the second finds it locked and
 * leaves it alone. Mail is rare (one per confirmed plan), so holding a connection that long is fine.
 */
export async function deliverMail(options: {
  db: Database;
  transport: MailTransport | null;
  settings: MailSettings;
  messageId: number;
  log?: MailLog;
}): Promise<MailStatus> {
  const log = options.log ?? consoleLog;
  try {
    return await options.db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.id, options.messageId))
        .for('update', { skipLocked: true });
      if (!message) {
        const [current] = await options.db
          .select({ status: mailMessages.status })
          .from(mailMessages)
          .where(eq(mailMessages.id, options.messageId));
        return current?.status ?? 'failed';
      }
      if (message.status === 'sent' || !options.transport) return message.status;

      const attachments = await tx
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.messageId, message.id))
        .orderBy(asc(mailAttachments.id));
      try {
        await options.transport.sendMail({
          from: options.settings.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.text,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        log.error(
          { err: error, mailId: message.id },
          'mail delivery failed; it stays in the outbox to retry',
        );
        await tx
          .update(mailMessages)
          .set({ status: 'failed', error: text.slice(0, 2000), attempts: sql`${mailMessages.attempts} + 1` })
          .where(eq(mailMessages.id, message.id));
        return 'failed';
      }
      await tx
        .update(mailMessages)
        .set({ status: 'sent', error: null, sentAt: sql`now()`, attempts: sql`${mailMessages.attempts} + 1` })
        .where(eq(mailMessages.id, message.id));
      return 'sent';
    });
  } catch (error) {
    // The database itself failed (sent or not, the row could not be updated): say so, never throw.
    log.error({ err: error, mailId: options.messageId }, 'mail delivery could not be recorded');
    return 'failed';
  }
}
