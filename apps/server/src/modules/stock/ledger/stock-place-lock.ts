import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/*
 * A recount must know exactly where the ledger stood for one place when a shelf was counted. Every
 * writer of moves holds a shared lock on each place it touches until it commits; a count holds the
 * exclusive one while it reads the balance and the ledger's mark. So no move of that place is ever
 * half-way (written, not yet committed) when a count looks, and every move after it has a higher id.
 * Shared locks never wait for each other: dispatches and receipts run side by side as before.
 * The two-integer key space keeps these apart from the hashtext(…) locks elsewhere.
 */
const PLACE_LOCK_CLASS = sql`hashtext('stock-place')`;

export async function lockPlacesShared(tx: Tx, placeIds: readonly number[]): Promise<void> {
  const ids = [...new Set(placeIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock_shared(${PLACE_LOCK_CLASS}, p)
    from unnest(${`{${ids.join(',')}}`}::int[]) as p`);
}

/** Waits for every move of the place in flight to commit, and holds new ones off until this transaction ends. */
export async function lockPlaceExclusive(tx: Tx, placeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLACE_LOCK_CLASS}, ${placeId})`);
}

/** The highest move id: under lockPlaceExclusive, every move of that place at or below it is committed, none above. */
export async function ledgerMark(tx: Tx): Promise<number> {
  const result = await tx.execute<{ mark: string }>(
    sql`select coalesce(max(id), 0)::text as mark from stock_moves`,
  );
  return Number(result.rows[0]?.mark ?? 0);
}
