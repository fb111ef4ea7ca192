import type { OutboxMessage } from '@kadai/contract';
import { desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailAttachments, mailMessages } from '../../../db/schema/index.ts';

/** The admin reads the newest messages; older ones stay in the table. */
export const OUTBOX_LIST_LIMIT = 500;

export const outboxMessageColumns = {
  id: mailMessages.id,
  to: mailMessages.toAddress,
  subject: mailMessages.subject,
  status: mailMessages.status,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
  error: mailMessages.error,
  attempts: mailMessages.attempts,
};

type MessageRow = {
  id: number;
  to: string;
  subject: string;
  status: OutboxMessage['status'];
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
  attempts: number;
};

/** Messages with their attachments' names and sizes (never their bytes). */
export async function withAttachments(db: DbOrTx, messages: readonly MessageRow[]): Promise<OutboxMessage[]> {
  const ids = messages.map((m) => m.id);
  const attachments =
    ids.length === 0
      ? []
      : await db
          .select({
            id: mailAttachments.id,
            messageId: mailAttachments.messageId,
            filename: mailAttachments.filename,
            contentType: mailAttachments.contentType,
            size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
          })
          .from(mailAttachments)
          .where(inArray(mailAttachments.messageId, ids))
          .orderBy(mailAttachments.id);
  return messages.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    attachments: attachments
      .filter((a) => a.messageId === m.id)
      .map(({ messageId: _, ...summary }) => summary),
  }));
}

/** GET /api/admin/outbox: every message, newest first, whatever its status. */
export async function listOutbox(db: DbOrTx): Promise<OutboxMessage[]> {
  const messages = await db
    .select(outboxMessageColumns)
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
  return withAttachments(db, messages);
}
