import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { mailMessages } from '../../../db/schema/index.ts';

/** Whether a mail with this subject was written since then: an alert sent once per episode, not every check. */
export async function hasMailSince(db: DbOrTx, options: { subject: string; since: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.subject, options.subject), gte(mailMessages.createdAt, options.since)))
    .limit(1);
  return row !== undefined;
}
