import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** A client retries within minutes; a week is far past any retry, and keeps the table small. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** Deletes idempotency keys older than `days` (a scheduled job); what they guarded stays stored. */
export async function pruneIdempotencyKeys(
  db: DbOrTx,
  options: { days: number } = { days: IDEMPOTENCY_KEY_DAYS },
): Promise<number> {
  const pruned = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${options.days})`))
    .returning({ key: idempotencyKeys.key });
  return pruned.length;
}
