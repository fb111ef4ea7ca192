import type { PaymentAttemptState } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The states an attempt waits in for an answer: on the gateway's page, or the bank's word awaited. */
export const OPEN_ATTEMPT_STATES: readonly PaymentAttemptState[] = ['created', 'redirected', 'awaited'];

export interface AttemptStateCount {
  state: string;
  count: number;
  /** Seconds since the oldest attempt in this state without a final answer began; null when none. */
  oldestOpenAgeSeconds: number | null;
}

/** Card payment attempts by state, and how long the oldest unanswered one of each has waited, in one read. */
export async function countAttemptStates(db: DbOrTx): Promise<AttemptStateCount[]> {
  const result = await db.execute<{ state: string; count: number; oldest_open_age: number | null }>(sql`
    SELECT state, count(*)::int AS count,
           extract(epoch FROM now() - min(created_at) FILTER (
             WHERE settled_at IS NULL AND state IN ${[...OPEN_ATTEMPT_STATES]}))::float8 AS oldest_open_age
      FROM payment_attempts
     GROUP BY state`);
  return result.rows.map((row) => ({
    state: row.state,
    count: row.count,
    oldestOpenAgeSeconds: row.oldest_open_age,
  }));
}
