import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mailAttachments } from '../../../db/schema/index.ts';
import type { MailTransport } from '../../../lib/mail.ts';
import { type Delivery, type DeliveryLog, deliverOutboxMessage } from '../outbox/deliver-outbox-message.ts';
import { OUTBOXES } from '../outbox/outboxes.ts';
import type { MailSettings } from './mail-settings.ts';

/**
 * Hands one queued (or failed) message to SMTP and records the outcome (deliver-outbox-message.ts):
 * 'sent' with the time, or 'failed' with the error, to retry. Every SMTP failure is retried: a
 * server that refuses today (full mailbox, greylisting) may take it tomorrow. Without an SMTP
 * server the message stays as it is, in the outbox.
 */
export async function deliverMail(options: {
  db: Database;
  transport: MailTransport | null;
  settings: MailSettings;
  messageId: number;
  log?: DeliveryLog;
}): Promise<Delivery> {
  const { transport } = options;
  return deliverOutboxMessage({
    ...options,
    outbox: OUTBOXES.mail,
    retryable: () => true,
    send: transport
      ? async (tx, message) => {
          const attachments = await tx
            .select()
            .from(mailAttachments)
            .where(eq(mailAttachments.messageId, message.id))
            .orderBy(asc(mailAttachments.id));
          await transport.sendMail({
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
        }
      : null,
  });
}
