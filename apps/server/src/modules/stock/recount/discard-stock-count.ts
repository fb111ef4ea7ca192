import type { SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { lockOpenCount } from './open-stock-count.ts';

/** POST /api/stock/recounts/:id/discard: gives up an open count; nothing of it posts. */
export async function discardStockCount(
  db: Database,
  options: { countId: number; user: SignedUser },
): Promise<void> {
  await db.transaction(async (tx) => {
    const count = await lockOpenCount(tx, options.countId, options.user);
    await tx.execute(sql`delete from stock_count_lines where count_id = ${count.id} and state = 'counting'`);
    await tx.execute(sql`
      update stock_counts set status = 'cancelled', closed_at = now(),
        closed_by_user_id = ${options.user.id}, closed_by_name = ${options.user.displayName}
      where id = ${count.id}`);
  });
}
