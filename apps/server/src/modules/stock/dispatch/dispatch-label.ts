import { type SQL, sql } from 'drizzle-orm';

/**
 * How a dispatch is named: D{order} from the warehouse (the team's nth of the day), R{order} for
 * a store's return (the store's nth of the day). `alias` is the dispatches row in the query.
 */
export function dispatchLabelSql(alias: string): SQL {
  const d = sql.raw(alias);
  return sql`(case when ${d}.kind = 'return' then 'R' else 'D' end || ${d}.dispatch_order)`;
}

/** Who sent it: 'Warehouse · Kitchen' for a team's dispatch, the store's name for a return. */
export function senderLabel(sender: string, team: string | null): string {
  return team ? `${sender} · ${team}` : sender;
}

/** The columns of a dispatch written and sent at once (the older client's, a store's return). */
export function sentNowBy(user: { id: number; displayName: string }) {
  return {
    state: 'dispatched' as const,
    createdByUserId: user.id,
    createdByName: user.displayName,
    dispatchedAt: sql`now()`,
    dispatchedByUserId: user.id,
    dispatchedByName: user.displayName,
  };
}
