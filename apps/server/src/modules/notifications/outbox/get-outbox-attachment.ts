import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailAttachments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The bytes of one attachment, exactly as they were (or will be) mailed. */
export async function getOutboxAttachment(
  db: DbOrTx,
  options: { messageId: number; attachmentId: number },
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const [attachment] = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(
      and(eq(mailAttachments.id, options.attachmentId), eq(mailAttachments.messageId, options.messageId)),
    );
  if (!attachment) throw AppError.notFound('This attachment is not in the outbox');
  return attachment;
}

/** The first attachment of a message, e.g. the plan a confirmed schedule mailed. */
export async function firstOutboxAttachment(
  db: DbOrTx,
  options: { messageId: number },
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const [attachment] = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, options.messageId))
    .orderBy(mailAttachments.id)
    .limit(1);
  return attachment ?? null;
}
