import type { MailStatus } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailMessages } from '../../../db/schema/index.ts';

/** Where one message stands now ('failed' for an id that names none). */
export async function getMailStatus(db: DbOrTx, mailId: number): Promise<MailStatus> {
  const [mail] = await db
    .select({ status: mailMessages.status })
    .from(mailMessages)
    .where(eq(mailMessages.id, mailId));
  return mail?.status ?? 'failed';
}
