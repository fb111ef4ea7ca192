import { SHORT_LINK_CODE_PATTERN, SHORT_LINK_PAGES } from '@kadai/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shortLinks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSameSitePath } from './create-short-link.ts';

export interface OpenedShortLink {
  id: number;
  target: string;
  purpose: string;
  opens: number;
}

/**
 * Where a short link leads, counting the open: 404 for a code that is not ours, 410 once it has
 * expired. The count (opens, last_opened_at) is the only thing a GET changes, and it is a visit
 * counter, not business state: nothing the business does depends on it, and opening a link twice,
 * or a phone's link preview opening it first, changes nothing else. `count` is false for HEAD.
 */
export async function openShortLink(
  db: Database,
  options: { code: string; count: boolean; now?: Date },
): Promise<OpenedShortLink> {
  const now = options.now ?? new Date();
  const notFound = AppError.notFound(SHORT_LINK_PAGES.notFound.title);
  if (!SHORT_LINK_CODE_PATTERN.test(options.code)) throw notFound;
  const live = and(eq(shortLinks.code, options.code), gt(shortLinks.expiresAt, now));
  const columns = {
    id: shortLinks.id,
    target: shortLinks.target,
    purpose: shortLinks.purpose,
    opens: shortLinks.opens,
  };
  const [link] = options.count
    ? await db
        .update(shortLinks)
        .set({ opens: sql`${shortLinks.opens} + 1`, lastOpenedAt: now })
        .where(live)
        .returning(columns)
    : await db.select(columns).from(shortLinks).where(live);
  if (link) {
    // The table's check already holds it to a path; a redirect elsewhere is never worth a doubt.
    if (!isSameSitePath(link.target)) throw notFound;
    return link;
  }
  const [expired] = await db
    .select({ id: shortLinks.id })
    .from(shortLinks)
    .where(eq(shortLinks.code, options.code));
  if (expired) throw new AppError('gone', SHORT_LINK_PAGES.expired.title);
  throw notFound;
}
