import type { SignedUser, SubmitCountResponse } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { postStockMoves, type StockMove } from '../ledger/post-stock-moves.ts';
import { lockOpenCount } from './open-stock-count.ts';

/**
 * POST /api/stock/recounts/:id/submit: each counted line posts counted − expected (expected being
 * stock then + the moves up to its counting), so whatever moved after a shelf was counted stays on
 * top. A difference above the threshold waits for an admin instead; the rest post at once, in
 * this one transaction.
 */
export async function submitStockCount(
  db: Database,
  options: { countId: number; user: SignedUser; approvalAbove: number; now?: Date },
): Promise<SubmitCountResponse> {
  return db.transaction(async (tx) => {
    const count = await lockOpenCount(tx, options.countId, options.user);
    const lines = await tx.execute<{ id: number; product_id: string; adjustment: string }>(sql`
      select id, product_id, (counted - expected)::text as adjustment
      from stock_count_lines where count_id = ${count.id} and state = 'counting'
      order by id`);
    if (lines.rows.length === 0) {
      throw AppError.validation([
        { path: 'lines', message: 'Actual: count at least one product before submitting' },
      ]);
    }
    const moves: StockMove[] = [];
    const held: number[] = [];
    let unchanged = 0;
    for (const line of lines.rows) {
      const adjustment = Number(line.adjustment);
      if (adjustment === 0) unchanged += 1;
      else if (Math.abs(adjustment) > options.approvalAbove) held.push(line.id);
      else
        moves.push(
          recountMove({ lineId: line.id, productId: line.product_id, adjustment, placeId: count.placeId }),
        );
    }
    await postStockMoves(tx, moves, { user: options.user, now: options.now });
    await tx.execute(sql`
      update stock_count_lines set adjustment = counted - expected,
        state = case when id = any(${`{${held.join(',')}}`}::int[]) then 'awaiting-approval' else 'posted' end
      where count_id = ${count.id} and state = 'counting'`);
    await tx.execute(sql`
      update stock_counts set status = 'submitted', closed_at = now(),
        closed_by_user_id = ${options.user.id}, closed_by_name = ${options.user.displayName}
      where id = ${count.id}`);
    return { posted: moves.length, awaitingApproval: held.length, unchanged };
  });
}

/** A recount's difference as a move: a gain enters the books at the outlet, a loss leaves them. */
export function recountMove(line: {
  lineId: number;
  productId: string;
  adjustment: number;
  placeId: number;
}): StockMove {
  const gain = line.adjustment > 0;
  return {
    productId: line.productId,
    quantity: Math.abs(line.adjustment),
    from: gain ? null : line.placeId,
    to: gain ? line.placeId : null,
    reason: 'recounted',
    countLineId: line.lineId,
  };
}
