import type { OutboxMessageDetail } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailMessages } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { outboxMessageColumns, withAttachments } from './list-outbox.ts';
import { MESSAGE_NOT_FOUND } from './requeue-outbox-message.ts';

/** One message with its text, as the admin reads it in the outbox. */
export async function getOutboxMessage(
  db: DbOrTx,
  options: { messageId: number },
): Promise<OutboxMessageDetail> {
  const [message] = await db
    .select({ ...outboxMessageColumns, text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.id, options.messageId));
  if (!message) throw AppError.notFound(MESSAGE_NOT_FOUND);
  const { text, ...summary } = message;
  const [detail] = await withAttachments(db, [summary]);
  if (!detail) throw AppError.notFound(MESSAGE_NOT_FOUND);
  return { ...detail, text };
}
