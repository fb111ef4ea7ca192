import { businessDay, type SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { stockMoves } from '../../../db/schema/index.ts';
import { assertMonthOpen } from './closed-months.ts';
import { lockPlacesShared } from './stock-place-lock.ts';

export type StockMoveReason =
  | 'opening'
  | 'produced'
  | 'dispatched'
  | 'received'
  | 'dispute-written-off'
  | 'dispute-found'
  | 'dispute-returned'
  | 'recounted'
  | 'carried-over'
  | 'issued'
  /** An outlet's till sales of the business's own products (store-terra-product-sales). */
  | 'sold'
  /** Expired or spoiled stock destroyed at a place (kitchen-destruction, Expiry Management). */
  | 'destroyed';

export interface StockMove {
  productId: string;
  /** Above 0; the direction is from → to. */
  quantity: number;
  /** A place id (stock-places.ts); null when the stock enters the books (produced, found). */
  from: number | null;
  /** A place id; null when the stock leaves the books (written off). */
  to: number | null;
  reason: StockMoveReason;
  productionEntryId?: number;
  dispatchLineId?: number;
  disputeId?: number;
  countLineId?: number;
  note?: string;
}

/** A move as written: its ledger id, for a record that points at the move it caused (a destruction). */
export interface PostedMove {
  id: number;
  productId: string;
}

// One JSON parameter a chunk keeps each statement bounded; the balances trigger runs once per chunk.
const CHUNK = 1000;

/**
 * The one way stock moves: appends to the ledger, and the ledger's statement trigger (migration
 * 0010) adds the sums to stock_balances in the same statement. Call it inside the transaction
 * that writes what caused the move, so the two are never apart.
 */
export async function postStockMoves(
  tx: Tx,
  moves: readonly StockMove[],
  options: {
    user: Pick<SignedUser, 'id' | 'displayName'>;
    now?: Date;
    /** The business day the moves are dated (default: today); never one in a closed month (decision 018). */
    day?: string;
    /** Only the carry-over that closes the month posts into it. */
    intoClosedMonth?: boolean;
  },
): Promise<PostedMove[]> {
  const day = options.day ?? businessDay(options.now);
  if (moves.length > 0 && !options.intoClosedMonth) await assertMonthOpen(tx, day);
  await lockPlacesShared(
    tx,
    moves.flatMap((move) => [move.from, move.to].filter((place): place is number => place !== null)),
  );
  const posted: PostedMove[] = [];
  for (let start = 0; start < moves.length; start += CHUNK) {
    const rows = moves.slice(start, start + CHUNK).map((move) => ({
      product_id: move.productId,
      quantity: move.quantity,
      from_place_id: move.from,
      to_place_id: move.to,
      reason: move.reason,
      production_entry_id: move.productionEntryId ?? null,
      dispatch_line_id: move.dispatchLineId ?? null,
      dispute_id: move.disputeId ?? null,
      count_line_id: move.countLineId ?? null,
      note: move.note ?? null,
    }));
    const inserted = await tx.execute<{ id: string; product_id: string }>(sql`
      insert into ${stockMoves} (
        product_id, quantity, from_place_id, to_place_id, reason, production_entry_id,
        dispatch_line_id, dispute_id, count_line_id, note, created_by_user_id, created_by_name, business_day
      )
      select r.product_id, r.quantity, r.from_place_id, r.to_place_id, r.reason, r.production_entry_id,
        r.dispatch_line_id, r.dispute_id, r.count_line_id, r.note, ${options.user.id}, ${options.user.displayName}, ${day}::date
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        product_id text, quantity numeric, from_place_id integer, to_place_id integer, reason text,
        production_entry_id bigint, dispatch_line_id integer, dispute_id integer, count_line_id integer,
        note text
      )
      returning id, product_id`);
    for (const row of inserted.rows) posted.push({ id: Number(row.id), productId: row.product_id });
  }
  return posted;
}
