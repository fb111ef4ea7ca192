import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export interface QueueJobCounts {
  queue: string;
  /** Waiting to run: new, deferred or due for a retry. */
  waiting: number;
  active: number;
  /** Out of retries, still in pg-boss's job table (it archives them after 12 h by default). */
  failed: number;
}

/**
 * Jobs per queue and state, read from pg-boss's own tables as its monitor reads them. The job
 * table holds only what is not yet archived, so this stays small however long the server has run.
 * A database where no queue was ever started has no pgboss schema: no queues, not an error.
 */
export async function countQueueJobs(db: DbOrTx): Promise<QueueJobCounts[]> {
  const present = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
  );
  if (!present.rows[0]?.present) return [];
  const result = await db.execute<{ queue: string; waiting: number; active: number; failed: number }>(sql`
    SELECT name AS queue,
           count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed
      FROM pgboss.job
     GROUP BY name`);
  return result.rows;
}
