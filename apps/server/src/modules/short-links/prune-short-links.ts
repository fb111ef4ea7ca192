import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shortLinks } from '../../db/schema/index.ts';

/**
 * An expired link is kept 90 days, so that a customer who opens an old text is told it has expired
 * (410) rather than that it was never ours; then it goes (nightly, with the ended sessions).
 */
export async function pruneShortLinks(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 90 * 86_400_000);
  const pruned = await db
    .delete(shortLinks)
    .where(lt(shortLinks.expiresAt, before))
    .returning({ id: shortLinks.id });
  return pruned.length;
}
