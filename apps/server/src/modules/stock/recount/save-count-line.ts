import { type CountLineRequest, recountStockChangedMessage, type SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  batchRequestKey,
  recalledAnswer,
  rememberAnswer,
  runIdempotentBatch,
} from '../../../lib/idempotent-batch.ts';
import { ledgerMark, lockPlaceExclusive } from '../ledger/stock-place-lock.ts';
import { lockOpenCount } from './open-stock-count.ts';

/**
 * PUT /api/stock/recounts/:id/lines: what the shelf holds of one product, kept on the server as it
 * is typed (a cleared browser loses nothing). With it goes what the ledger said at that moment:
 * stock when the count began plus every move since, read while no move of this outlet is in
 * flight. A null count clears the line.
 *
 * The line carries the Stock the screen showed when it was typed; it is refused (409) when the
 * stock is no longer that, in this transaction (assertStockAsSeen).
 *
 * With an Idempotency-Key (a phone resending a line it kept offline, whose first answer was lost)
 * the resend writes nothing: written again it would take the ledger's later moment as the one the
 * shelf was counted at, and a delivery received in between would be counted away.
 */
export async function saveCountLine(
  db: Database,
  options: {
    countId: number;
    request: CountLineRequest;
    user: SignedUser;
    idempotencyKey?: string | undefined;
  },
): Promise<{ outletId: string }> {
  if (!options.idempotencyKey) return db.transaction((tx) => writeCountLine(tx, options));
  const scope = COUNT_LINE_SCOPE;
  const key = batchRequestKey({ header: options.idempotencyKey, userId: options.user.id });
  return db.transaction(async (tx) => {
    const { result } = await runIdempotentBatch(tx, {
      scope,
      key,
      body: { countId: options.countId, ...options.request },
      write: async () => {
        const written = await writeCountLine(tx, options);
        await rememberAnswer(tx, { scope, key, answer: written });
        return written;
      },
      replay: async () => keptAnswerSchema.parse(await recalledAnswer(tx, { scope, key })),
    });
    return result;
  });
}

const COUNT_LINE_SCOPE = 'stock-count-line';
const keptAnswerSchema = z.object({ outletId: z.string() });

async function writeCountLine(
  tx: Tx,
  options: { countId: number; request: CountLineRequest; user: SignedUser },
): Promise<{ outletId: string }> {
  const { productId, counted } = options.request;
  const count = await lockOpenCount(tx, options.countId, options.user);
  if (counted === null) {
    await tx.execute(sql`
      delete from stock_count_lines
      where count_id = ${count.id} and product_id = ${productId} and state = 'counting'`);
    return { outletId: count.outletId };
  }
  const product = await tx.execute<{ name: string; variant_name: string; waiting_by: string | null }>(sql`
    select p.name, p.variant_name, (
      select l.counted_by_name from stock_count_lines l
      where l.place_id = ${count.placeId} and l.product_id = p.id and l.state = 'awaiting-approval'
    ) as waiting_by
    from products p where p.id = ${productId}`);
  const found = product.rows[0];
  if (!found) {
    throw AppError.validation([{ path: 'productId', message: `productId: no product "${productId}"` }]);
  }
  if (found.waiting_by !== null) {
    throw new AppError(
      'conflict',
      `${found.name}: the count ${found.waiting_by} made waits for an admin's approval; it cannot be counted again until then`,
    );
  }
  await lockPlaceExclusive(tx, count.placeId);
  await assertStockAsSeen(tx, {
    placeId: count.placeId,
    productId,
    stockSeen: options.request.stockSeen,
    product: `${found.name} ${found.variant_name}`.trim(),
  });
  const mark = await ledgerMark(tx);
  // Stock then = the balance now less what moved in or out since the count began.
  await tx.execute(sql`
    with ledger as (
      select
        coalesce((select quantity from stock_balances
                  where place_id = ${count.placeId} and product_id = ${productId}), 0) as now,
        coalesce((select sum(quantity) from stock_moves
                  where to_place_id = ${count.placeId} and product_id = ${productId} and id > ${count.startMark}), 0)
        - coalesce((select sum(quantity) from stock_moves
                  where from_place_id = ${count.placeId} and product_id = ${productId} and id > ${count.startMark}), 0)
          as since
    )
    insert into stock_count_lines (
      count_id, place_id, product_id, stock_then, counted, expected, counted_mark,
      counted_by_user_id, counted_by_name
    )
    select ${count.id}, ${count.placeId}, ${productId}, ledger.now - ledger.since, ${counted}, ledger.now, ${mark},
      ${options.user.id}, ${options.user.displayName}
    from ledger
    on conflict (count_id, product_id) do update set
      counted = excluded.counted, expected = excluded.expected, counted_mark = excluded.counted_mark,
      counted_by_user_id = excluded.counted_by_user_id, counted_by_name = excluded.counted_by_name,
      counted_at = now()`);
  return { outletId: count.outletId };
}

/**
 * What posts is counted − the stock as the line is saved; that is what the counter meant only while
 * the stock is still the figure they saw. Otherwise (a delivery, a sale, an approved count since,
 * while the line waited on a phone or raced one online) the difference would count that move away,
 * so the line is refused and the shelf must be counted again. Read under the place's exclusive
 * lock, so no move can land between this check and the line.
 */
async function assertStockAsSeen(
  tx: Tx,
  options: { placeId: number; productId: string; stockSeen: number; product: string },
): Promise<void> {
  const result = await tx.execute<{ same: boolean }>(sql`
    select coalesce((select quantity from stock_balances
                     where place_id = ${options.placeId} and product_id = ${options.productId}), 0)
           = ${String(options.stockSeen)}::numeric as same`);
  if (result.rows[0]?.same) return;
  const message = recountStockChangedMessage(options.product);
  throw new AppError('conflict', message, [{ path: 'counted', message }]);
}
