import { count, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';

/** Card payments that need finance: the attempts /card-payments lists under "Needs a look first". */
export async function countFlaggedAttempts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentAttempts).where(isNotNull(paymentAttempts.flag));
  return row?.n ?? 0;
}
