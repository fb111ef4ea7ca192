import type { SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ledgerMark, lockPlaceExclusive } from '../ledger/stock-place-lock.ts';
import { outletPlace } from '../ledger/stock-places.ts';

/**
 * POST /api/stock/recounts: begins a count of an outlet, marking where the ledger stands. There
 * is one open count per outlet: a second start (another phone, a retry) joins the open one.
 */
export async function startStockCount(
  db: Database,
  options: { outletId: string; user: SignedUser },
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const place = await outletPlace(tx, options.outletId);
    await lockPlaceExclusive(tx, place);
    const open = await tx.execute<{ id: number }>(
      sql`select id from stock_counts where place_id = ${place} and status = 'open'`,
    );
    if (open.rows[0]) return { id: open.rows[0].id, created: false };
    const mark = await ledgerMark(tx);
    const created = await tx.execute<{ id: number }>(sql`
      insert into stock_counts (outlet_id, place_id, start_mark, started_by_user_id, started_by_name)
      values (${options.outletId}, ${place}, ${mark}, ${options.user.id}, ${options.user.displayName})
      returning id`);
    return { id: (created.rows[0] as { id: number }).id, created: true };
  });
}
