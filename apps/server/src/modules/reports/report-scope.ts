import type { SignedUser } from '@kadai/contract';
import { allow } from '../auth/access.ts';
import { assertTeamAccess, ownTeamOf } from '../auth/team-scope.ts';

/**
 * A report's query narrowed to who asks. Admins and finance see every team (and the stores'
 * wastage, which has none); a production user tied to a team sees that team's rows only, whatever
 * the filter said, and is refused (403) when it names another team. A background run stores the
 * narrowed query, so the worker needs no user.
 */
export function scopeReportQuery<Q extends { teamId?: string | undefined }>(user: SignedUser, query: Q): Q {
  assertTeamAccess(user, query.teamId);
  const own = ownTeamOf(user);
  return own ? { ...query, teamId: own } : query;
}

/** Finance and production (a production user tied to a team sees its rows only), and admins. */
export const reportReaders = { access: allow('finance', 'production') };
