import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** A key deduplicates retries for 24 hours (as Stripe's do); a client retries within minutes. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Deletes idempotency keys older than `hours` (an hourly job); what they guarded stays stored. */
export async function pruneIdempotencyKeys(
  db: DbOrTx,
  options: { hours: number } = { hours: IDEMPOTENCY_KEY_HOURS },
): Promise<number> {
  const pruned = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${options.hours})`))
    .returning({ key: idempotencyKeys.key });
  return pruned.length;
}
