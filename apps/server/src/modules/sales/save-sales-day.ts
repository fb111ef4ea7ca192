import {
  businessDay,
  formatBusinessDay,
  quantityPrecisionProblem,
  quantityToThousandths,
  SALES_MESSAGES,
  type SignedUser,
  thousandthsToQuantity,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { assertOutletAccess } from '../auth/team-scope.ts';
import { assertMonthOpen } from '../stock/ledger/closed-months.ts';
import { postStockMoves, type StockMove } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';
import { sumSoldMoves } from '../stock/ledger/sum-sold-moves.ts';

export interface SalesLineToSave {
  productId: string;
  quantity: number;
  amountPaise?: number | null | undefined;
}

/** Who may save an outlet's day, and which days: an outlet with a till, not after today. */
export function assertSalesDay(options: { user: SignedUser; outletId: string; day: string; now?: Date }) {
  assertOutletAccess(options.user, options.outletId);
  if (options.outletId === WAREHOUSE_OUTLET_ID) {
    throw AppError.validation([{ path: 'outletId', message: SALES_MESSAGES.warehouse }]);
  }
  const today = businessDay(options.now);
  if (options.day > today) {
    throw AppError.validation([{ path: 'day', message: SALES_MESSAGES.futureDay(today) }]);
  }
}

/**
 * An outlet's sales of a day, replacing whatever the day held, in one transaction with their
 * ledger moves. The ledger is append-only (decision 015), so a re-save posts the difference per
 * product against what the day's 'sold' moves already say: more sold leaves the outlet, less sold
 * (a corrected till figure) comes back onto its shelf, both with reason 'sold' and dated the
 * sales day, so the day's net 'sold' equals the sales table. One save of an outlet's
 * day at a time (an advisory lock), so two uploads cannot both post the same difference.
 */
export async function saveSalesDay(
  db: Database,
  options: {
    outletId: string;
    day: string;
    lines: readonly SalesLineToSave[];
    source: 'grid' | 'upload';
    fileName?: string | null;
    user: SignedUser;
    now?: Date;
  },
): Promise<void> {
  const { outletId, day, user } = options;
  assertSalesDay({ user, outletId, day, ...(options.now && { now: options.now }) });
  await db.transaction(async (tx) => {
    // A closed month's sales are part of what it closed on, even a re-save that moves no stock
    // (postStockMoves checks only when there are moves).
    await assertMonthOpen(tx, day);
    const place = await outletPlace(tx, outletId);
    const ids = [...new Set(options.lines.map((line) => line.productId))];
    const own = ids.length
      ? await tx.execute<{ id: string; variant_name: string }>(sql`
          select id, variant_name from products where team_id is not null
            and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`)
      : { rows: [] };
    const known = new Map(own.rows.map((row) => [row.id, stockUnit(row.variant_name)]));
    const seen = new Set<string>();
    const problems: FieldError[] = [];
    options.lines.forEach((line, i) => {
      const unit = known.get(line.productId);
      if (unit === undefined) {
        problems.push({
          path: `lines.${i}.productId`,
          message: `productId: no product "${line.productId}" among our own products`,
        });
      } else if (seen.has(line.productId)) {
        problems.push({ path: `lines.${i}.productId`, message: 'This product is listed twice' });
      }
      seen.add(line.productId);
      // The grid checks this too, but the API is the one that must refuse 2.5 of a piece product.
      const precision = unit === undefined ? null : quantityPrecisionProblem(line.quantity, unit);
      if (precision) problems.push({ path: `lines.${i}.quantity`, message: `Quantity: ${precision}` });
    });
    if (problems.length > 0) throw AppError.validation(problems);

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sales:${outletId}:${day}`}))`);
    const ledger = await sumSoldMoves(tx, { placeId: place, day });
    const before = new Map(
      [...ledger].map(([productId, sold]) => [productId, quantityToThousandths(Number(sold))]),
    );
    const after = new Map(
      options.lines.map((line) => [line.productId, quantityToThousandths(line.quantity)]),
    );
    const moves: StockMove[] = [];
    for (const productId of new Set([...before.keys(), ...after.keys()])) {
      const difference = (after.get(productId) ?? 0) - (before.get(productId) ?? 0);
      if (difference === 0) continue;
      moves.push({
        productId,
        quantity: thousandthsToQuantity(Math.abs(difference)),
        from: difference > 0 ? place : null,
        to: difference > 0 ? null : place,
        reason: 'sold',
        ...(difference < 0 && { note: `Sales of ${formatBusinessDay(day)} corrected` }),
      });
    }

    await tx.execute(
      sql`delete from store_sales where outlet_id = ${outletId} and business_day = ${day}::date`,
    );
    if (options.lines.length > 0) {
      const rows = options.lines.map((line) => ({
        product_id: line.productId,
        quantity: line.quantity,
        amount_paise: line.amountPaise ?? null,
      }));
      await tx.execute(sql`
        insert into store_sales (outlet_id, business_day, product_id, quantity, amount_paise, source,
          file_name, created_by_user_id, created_by_name)
        select ${outletId}, ${day}::date, r.product_id, r.quantity, r.amount_paise, ${options.source},
          ${options.fileName ?? null}, ${user.id}, ${user.displayName}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(product_id text, quantity numeric, amount_paise bigint)`);
    }
    await postStockMoves(tx, moves, { user, day, ...(options.now && { now: options.now }) });
  });
}
