import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailMessages, smsMessages } from '../../../db/schema/index.ts';

/**
 * Where outbox messages stand now, by id: each mail's address, state, last error, attempts and
 * when it went; each SMS's the same, with its parts and what its delivery report said. For the
 * modules that record what they sent and show its state beside it (a customer's sends, a
 * statement run's deliveries).
 */
export async function listOutboxStates(
  db: DbOrTx,
  options: { mailIds?: readonly number[]; smsIds?: readonly number[] },
) {
  const mailIds = [...new Set(options.mailIds ?? [])];
  const smsIds = [...new Set(options.smsIds ?? [])];
  const mail =
    mailIds.length === 0
      ? []
      : await db
          .select({
            id: mailMessages.id,
            to: mailMessages.toAddress,
            status: mailMessages.status,
            error: mailMessages.error,
            attempts: mailMessages.attempts,
            sentAt: mailMessages.sentAt,
          })
          .from(mailMessages)
          .where(inArray(mailMessages.id, mailIds));
  const sms =
    smsIds.length === 0
      ? []
      : await db
          .select({
            id: smsMessages.id,
            to: smsMessages.toPhone,
            status: smsMessages.status,
            error: smsMessages.error,
            attempts: smsMessages.attempts,
            sentAt: smsMessages.sentAt,
            parts: smsMessages.parts,
            encoding: smsMessages.encoding,
            deliveryStatus: smsMessages.deliveryStatus,
            deliveryReason: smsMessages.deliveryReason,
          })
          .from(smsMessages)
          .where(inArray(smsMessages.id, smsIds));
  return {
    mail: new Map(mail.map((message) => [message.id, message])),
    sms: new Map(sms.map((message) => [message.id, message])),
  };
}
