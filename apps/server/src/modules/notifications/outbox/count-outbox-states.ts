import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

export interface OutboxStateCount {
  channel: 'mail' | 'sms';
  state: string;
  count: number;
}

/** How many e-mails and text messages are in each state (queued, sent, failed, outbox), in one read. */
export async function countOutboxStates(db: DbOrTx): Promise<OutboxStateCount[]> {
  const result = await db.execute<{ channel: OutboxStateCount['channel']; state: string; count: number }>(sql`
    SELECT 'mail' AS channel, status AS state, count(*)::int AS count FROM mail_messages GROUP BY status
    UNION ALL
    SELECT 'sms', status, count(*)::int FROM sms_messages GROUP BY status`);
  return result.rows;
}
