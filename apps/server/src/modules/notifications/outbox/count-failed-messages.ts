import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailMessages, smsMessages } from '../../../db/schema/index.ts';

/** Mail and text messages whose last attempt was refused ('failed'): the outbox's to-dos for an admin. */
export async function countFailedMessages(db: DbOrTx): Promise<{ mail: number; sms: number }> {
  const [[mail], [sms]] = await Promise.all([
    db.select({ n: count() }).from(mailMessages).where(eq(mailMessages.status, 'failed')),
    db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.status, 'failed')),
  ]);
  return { mail: mail?.n ?? 0, sms: sms?.n ?? 0 };
}
