import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../db/client.ts';

/** Where a heavy read went: the streaming replica, or the primary (no replica, or it is down or behind). */
export type ReadSource = 'replica' | 'primary';

export interface ReadRouting {
  /** The database for a heavy read (reports, their exports and background runs), and which it is. */
  forReports(): Promise<{ db: Database; from: ReadSource }>;
  close(): Promise<void>;
}

/** How long one look at the replica's state stands: a report does not ask again each time. */
const CHECK_EVERY_MS = 2000;

/**
 * The replica's delay: none while it has replayed all it received (an idle primary sends nothing,
 * so the last replayed transaction's age says nothing then), else the age of what it last replayed.
 * Not a hot standby (a primary given by mistake): never used, it would take writes' load.
 */
const LAG = sql<{ standby: boolean; lag: number }>`
  SELECT pg_is_in_recovery() AS standby,
    CASE WHEN pg_last_wal_receive_lsn() IS NOT NULL AND pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
      ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 1e9) END::float8 AS lag`;

/**
 * Heavy reads on a streaming replica (DATABASE_REPLICA_URL, so they never slow the orders): reports, their
 * exports and the background report runs, never a write. The primary serves them while there is no replica,
 * while it cannot be reached, or while it lags more than `maxLagSeconds` (a report a minute behind the till
 * is wrong, not slow). The replica's state is looked at every two seconds at most, and a failed look counts
 * as down until the next.
 */
export function createReadRouting(options: {
  primary: Database;
  replicaUrl?: string | undefined;
  maxLagSeconds: number;
  poolSize?: number;
  onSwitch?: (to: ReadSource, why: string) => void;
}): ReadRouting {
  const { primary } = options;
  if (!options.replicaUrl) {
    return { forReports: async () => ({ db: primary, from: 'primary' }), close: async () => {} };
  }
  const replica = createDatabase({ url: options.replicaUrl, poolSize: options.poolSize ?? 5 });
  let checkedAt = 0;
  let healthy: Promise<boolean> = Promise.resolve(false);
  let last: ReadSource | null = null;

  const check = async (): Promise<boolean> => {
    let why: string;
    let usable = false;
    try {
      const [state] = (await replica.db.execute(LAG)).rows as Array<{ standby: boolean; lag: number }>;
      usable = state?.standby === true && state.lag <= options.maxLagSeconds;
      why = !state?.standby
        ? 'DATABASE_REPLICA_URL is not a standby'
        : `the replica is ${Math.round(state.lag)} s behind`;
    } catch (error) {
      why = `the replica cannot be reached (${error instanceof Error ? error.message : String(error)})`;
    }
    const now: ReadSource = usable ? 'replica' : 'primary';
    if (now !== last) options.onSwitch?.(now, usable ? 'the replica is in step' : why);
    last = now;
    return usable;
  };

  return {
    async forReports() {
      if (Date.now() - checkedAt > CHECK_EVERY_MS) {
        checkedAt = Date.now();
        healthy = check();
      }
      return (await healthy) ? { db: replica.db, from: 'replica' } : { db: primary, from: 'primary' };
    },
    close: () => replica.pool.end(),
  };
}
