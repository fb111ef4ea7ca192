import {
  type Dispute,
  type ResolveDisputeRequest,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { postStockMoves, type StockMove } from '../ledger/post-stock-moves.ts';
import { outletPlace } from '../ledger/stock-places.ts';
import { listDisputes } from './list-disputes.ts';

/**
 * POST /api/stock/disputes/:id/resolve: settles a difference between sent and received, and moves
 * the stock it concerns so that nothing stays in transit:
 * - a shortfall (less arrived than was sent) still sits on the trip: written off it leaves the
 *   books, found it goes to the outlet after all, returned it goes back to the warehouse;
 * - an excess (more arrived than was sent) was never on the books: found, the outlet keeps it
 *   (it enters there); written off or returned, nothing moves (it was counted wrong, or it went back).
 * The dispute row is locked, so two people settling it at once settle it once; the second is told.
 */
export async function resolveDispute(
  db: Database,
  options: { id: number; request: ResolveDisputeRequest; user: SignedUser; now?: Date },
): Promise<Dispute> {
  const { resolution, note } = options.request;
  await db.transaction(async (tx) => {
    const locked = await tx.execute<{
      resolution: string | null;
      resolved_by_name: string | null;
      product_id: string;
      dispatch_line_id: number;
      quantity_sent: string;
      quantity_received: string;
      outlet_id: string;
      trip_place: number;
    }>(sql`
      select x.resolution, x.resolved_by_name, l.product_id, x.dispatch_line_id, x.quantity_sent::text,
        x.quantity_received::text, d.outlet_id, sp.id as trip_place
      from disputes x
      join dispatch_lines l on l.id = x.dispatch_line_id
      join dispatches d on d.id = l.dispatch_id
      join stock_places sp on sp.trip_id = d.trip_id
      where x.id = ${options.id}
      for update of x`);
    const row = locked.rows[0];
    if (!row) throw AppError.notFound('This dispute does not exist');
    if (row.resolution !== null) {
      throw new AppError(
        'conflict',
        `This dispute was settled already by ${row.resolved_by_name ?? 'someone'}`,
      );
    }
    const short =
      Math.round(Number(row.quantity_sent) * 1000) - Math.round(Number(row.quantity_received) * 1000);
    const quantity = Math.abs(short) / 1000;
    const base = {
      productId: row.product_id,
      quantity,
      dispatchLineId: row.dispatch_line_id,
      disputeId: options.id,
      note,
    };
    let move: StockMove | null = null;
    if (short > 0) {
      if (resolution === 'written-off')
        move = { ...base, from: row.trip_place, to: null, reason: 'dispute-written-off' };
      if (resolution === 'found') {
        move = {
          ...base,
          from: row.trip_place,
          to: await outletPlace(tx, row.outlet_id),
          reason: 'dispute-found',
        };
      }
      if (resolution === 'returned') {
        const warehouse = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
        move = { ...base, from: row.trip_place, to: warehouse, reason: 'dispute-returned' };
      }
    } else if (short < 0 && resolution === 'found') {
      move = { ...base, from: null, to: await outletPlace(tx, row.outlet_id), reason: 'dispute-found' };
    }
    if (move) await postStockMoves(tx, [move], { user: options.user, now: options.now });
    await tx.execute(sql`
      update disputes set resolution = ${resolution}, note = ${note}, resolved_at = now(),
        resolved_by_user_id = ${options.user.id}, resolved_by_name = ${options.user.displayName}
      where id = ${options.id}`);
  });
  const [dispute] = await listDisputes(db, { id: options.id });
  if (!dispute) throw new Error(`dispute ${options.id} vanished after it was settled`);
  return dispute;
}
