import type { SmsOutboxMessage } from '@kadai/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { smsMessages } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { OUTBOX_LIST_LIMIT } from './list-outbox.ts';
import { MESSAGE_NOT_FOUND } from './requeue-outbox-message.ts';

const columns = {
  id: smsMessages.id,
  to: smsMessages.toPhone,
  templateId: smsMessages.templateId,
  preview: smsMessages.preview,
  status: smsMessages.status,
  providerId: smsMessages.providerId,
  createdAt: smsMessages.createdAt,
  sentAt: smsMessages.sentAt,
  error: smsMessages.error,
  attempts: smsMessages.attempts,
  deliveryStatus: smsMessages.deliveryStatus,
  deliveryReason: smsMessages.deliveryReason,
  deliveredAt: smsMessages.deliveredAt,
  parts: smsMessages.parts,
  encoding: smsMessages.encoding,
};

type Row = Omit<SmsOutboxMessage, 'createdAt' | 'sentAt' | 'deliveredAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
};

const toMessage = (row: Row): SmsOutboxMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** GET /api/admin/outbox/sms: every text message, newest first, whatever its status, with its delivery report. */
export async function listSmsOutbox(db: DbOrTx): Promise<SmsOutboxMessage[]> {
  const rows = await db
    .select(columns)
    .from(smsMessages)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map(toMessage);
}

/** One text message as the outbox lists it. */
export async function getSmsOutboxMessage(
  db: DbOrTx,
  options: { messageId: number },
): Promise<SmsOutboxMessage> {
  const [row] = await db.select(columns).from(smsMessages).where(eq(smsMessages.id, options.messageId));
  if (!row) throw AppError.notFound(MESSAGE_NOT_FOUND);
  return toMessage(row);
}
