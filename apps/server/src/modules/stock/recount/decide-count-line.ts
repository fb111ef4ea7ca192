import type { DecideCountLineRequest, SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { postStockMoves } from '../ledger/post-stock-moves.ts';
import { recountMove } from './submit-stock-count.ts';

/**
 * POST /api/stock/recounts/lines/:id/decide (admins): a difference held above the threshold posts
 * when approved, as it was fixed at submit (a delta, so stock that moved since is untouched), or
 * is set aside when rejected. The line is locked: two admins deciding at once decide once.
 */
export async function decideCountLine(
  db: Database,
  options: { lineId: number; request: DecideCountLineRequest; user: SignedUser; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await tx.execute<{
      product_id: string;
      place_id: number;
      adjustment: string | null;
      state: string;
      decided_by_name: string | null;
    }>(sql`
      select product_id, place_id, adjustment::text, state, decided_by_name
      from stock_count_lines where id = ${options.lineId} for update`);
    const line = locked.rows[0];
    if (!line) throw AppError.notFound('This counted line does not exist');
    if (line.state !== 'awaiting-approval') {
      throw new AppError(
        'conflict',
        line.decided_by_name
          ? `This count was ${line.state === 'posted' ? 'approved' : 'rejected'} already by ${line.decided_by_name}`
          : 'This count does not wait for an approval',
      );
    }
    const approve = options.request.decision === 'approve';
    if (approve) {
      const move = recountMove({
        lineId: options.lineId,
        productId: line.product_id,
        adjustment: Number(line.adjustment),
        placeId: line.place_id,
      });
      await postStockMoves(tx, [move], { user: options.user, now: options.now });
    }
    await tx.execute(sql`
      update stock_count_lines set state = ${approve ? 'posted' : 'rejected'}, decided_at = now(),
        decided_by_user_id = ${options.user.id}, decided_by_name = ${options.user.displayName}
      where id = ${options.lineId}`);
  });
}
