import {
  CARRY_OVER_MESSAGES,
  type CarryOverEntry,
  type CarryOverResult,
  canCloseMonth,
  carryOverRowsToSend,
  countedByProduct,
  defaultCarryOverMonth,
  firstDayOfMonth,
  formatBusinessDay,
  formatMonth,
  lastDayOfMonth,
  quantityPrecisionProblem,
  quantityToThousandths,
  type SignedUser,
  thousandthsToQuantity,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { carryOverLines, carryOverProducts, carryOvers } from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { closeStockMonth } from '../stock/ledger/close-stock-month.ts';
import { lockClosedMonthsExclusive } from '../stock/ledger/closed-months.ts';
import { findLaterClosedMonth } from '../stock/ledger/find-later-closed-month.ts';
import { postStockMoves, type StockMove } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { sumWarehouseClosing } from '../stock/ledger/sum-warehouse-closing.ts';

/** Checks the rows that remain after zeros are skipped: no row twice, quantities exact for their unit. */
function checkRows(entries: readonly CarryOverEntry[]): { entry: CarryOverEntry; index: number }[] {
  const rows = entries.map((entry, index) => ({ entry, index })).filter((row) => row.entry.quantity !== 0);
  if (carryOverRowsToSend(entries).length === 0) {
    throw AppError.validation([{ path: '', message: CARRY_OVER_MESSAGES.nothingToSave }]);
  }
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  for (const { entry, index } of rows) {
    const key = JSON.stringify([entry.supplier_id, entry.product_id, entry.section]);
    if (seen.has(key)) {
      fields.push({ path: `${index}.section`, message: `${entry.name}: listed twice in ${entry.section}` });
    }
    seen.add(key);
    const problem = quantityPrecisionProblem(entry.quantity, entry.unit);
    if (problem) fields.push({ path: `${index}.quantity`, message: `quantity: ${problem}` });
  }
  if (fields.length > 0) throw AppError.validation(fields);
  return rows;
}

async function assertKnown(tx: Tx, rows: { entry: CarryOverEntry; index: number }[]): Promise<void> {
  const supplierIds = [...new Set(rows.map((row) => row.entry.supplier_id))];
  const productIds = [...new Set(rows.map((row) => row.entry.product_id))];
  const known = await tx.execute<{ kind: string; id: string }>(sql`
    select 'supplier' as kind, id from suppliers where id = any(${toArray(supplierIds)}::text[])
    union all
    select 'product', id from products where id = any(${toArray(productIds)}::text[])`);
  const found = new Set(known.rows.map((row) => `${row.kind}:${row.id}`));
  const fields: FieldError[] = [];
  for (const { entry, index } of rows) {
    if (!found.has(`supplier:${entry.supplier_id}`)) {
      fields.push({
        path: `${index}.supplier_id`,
        message: `supplier_id: no supplier "${entry.supplier_id}"`,
      });
    }
    if (!found.has(`product:${entry.product_id}`)) {
      fields.push({ path: `${index}.product_id`, message: `product_id: no product "${entry.product_id}"` });
    }
  }
  if (fields.length > 0) throw AppError.validation(fields);
}

const toArray = (values: readonly string[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`;

/**
 * POST /api/inventory/bulk/monthly (decision 018). Per supplier in the rows: its products are counted (a
 * product of the supplier with no row was counted 0: zero rows are skipped, operations.md §5); where the
 * count differs from what the ledger held in the warehouse at the month's end, the difference is posted dated
 * that day; and the month is closed. One transaction, under the closed-months lock, so no move can slip into
 * the month while its closing is read.
 */
export async function postCarryOver(
  db: Database,
  options: {
    entries: readonly CarryOverEntry[];
    month?: string | undefined;
    user: SignedUser;
    today: string;
  },
): Promise<CarryOverResult> {
  const month = options.month ?? defaultCarryOverMonth(options.today);
  const lastDay = lastDayOfMonth(month);
  const rows = checkRows(options.entries);
  if (!canCloseMonth(month, options.today)) {
    throw new AppError(
      'conflict',
      `${formatMonth(month)} can be carried over from ${formatBusinessDay(lastDay)}, its last day`,
      [{ path: 'month', message: `${formatMonth(month)} has not ended` }],
    );
  }

  return db.transaction(async (tx) => {
    await lockClosedMonthsExclusive(tx);
    const later = await findLaterClosedMonth(tx, month);
    if (later) {
      throw new AppError(
        'conflict',
        `${formatMonth(later)} is closed: ${formatMonth(month)} can no longer be carried over`,
        [{ path: 'month', message: `a later month is closed` }],
      );
    }
    await assertKnown(tx, rows);

    const closedByThis = await closeStockMonth(tx, { month, user: options.user });

    const bySupplier = new Map<string, CarryOverEntry[]>();
    for (const { entry } of rows)
      bySupplier.set(entry.supplier_id, [...(bySupplier.get(entry.supplier_id) ?? []), entry]);

    const warehouse = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
    const result: CarryOverResult = {
      month,
      closedByThis,
      carryOvers: [],
      adjustments: 0,
    };
    const moves: StockMove[] = [];
    for (const [supplierId, entries] of bySupplier) {
      const carried = await carryOverSupplier(tx, {
        month,
        lastDay,
        supplierId,
        entries,
        user: options.user,
      });
      for (const product of carried.products) {
        const difference =
          quantityToThousandths(product.counted) - quantityToThousandths(product.ledgerClosing);
        if (difference === 0) continue;
        moves.push({
          productId: product.productId,
          quantity: thousandthsToQuantity(Math.abs(difference)),
          from: difference > 0 ? null : warehouse,
          to: difference > 0 ? warehouse : null,
          reason: 'carried-over',
          note: `Carry-over ${month}: counted ${product.counted}, ledger ${product.ledgerClosing}`,
        });
      }
      result.carryOvers.push({ id: carried.id, supplierId, products: carried.products.length });
    }
    await postStockMoves(tx, moves, { user: options.user, day: lastDay, intoClosedMonth: true });
    result.adjustments = moves.length;
    return result;
  });
}

async function carryOverSupplier(
  tx: Tx,
  options: {
    month: string;
    lastDay: string;
    supplierId: string;
    entries: CarryOverEntry[];
    user: SignedUser;
  },
) {
  const monthDay = firstDayOfMonth(options.month);
  const [carryOver] = await tx
    .insert(carryOvers)
    .values({
      month: monthDay,
      supplierId: options.supplierId,
      postedByUserId: options.user.id,
      postedByName: options.user.displayName,
    })
    .onConflictDoNothing()
    .returning({ id: carryOvers.id });
  if (!carryOver) {
    const earlier = await tx.execute<{ posted_by_name: string }>(sql`
      select posted_by_name from carry_overs where month = ${monthDay}::date and supplier_id = ${options.supplierId}`);
    throw new AppError(
      'conflict',
      `The carry-over of ${formatMonth(options.month)} for supplier "${options.supplierId}" was already saved by ${earlier.rows[0]?.posted_by_name ?? 'someone'}`,
      [{ path: 'supplier_id', message: 'already carried over for this month' }],
    );
  }
  await tx.insert(carryOverLines).values(
    options.entries.map((entry) => ({
      carryOverId: carryOver.id,
      productId: entry.product_id,
      section: entry.section,
      quantity: entry.quantity,
      unit: entry.unit,
      name: entry.name,
    })),
  );

  // The supplier's products and any other product in its rows; one already carried this month (under
  // another supplier) keeps that count, and naming it again here is refused.
  const counted = countedByProduct(options.entries);
  const candidates = await tx.execute<{ product_id: string; carried_by: string | null }>(sql`
    with wanted as (
      select product_id from product_suppliers where supplier_id = ${options.supplierId}
      union select unnest(${toArray([...counted.keys()])}::text[])
    )
    select w.product_id, co.supplier_id as carried_by
    from wanted w
    left join carry_over_products cp on cp.month = ${monthDay}::date and cp.product_id = w.product_id
    left join carry_overs co on co.id = cp.carry_over_id
    order by w.product_id`);
  const twice = candidates.rows.find((row) => row.carried_by !== null && counted.has(row.product_id));
  if (twice) {
    throw new AppError(
      'conflict',
      `${twice.product_id} was already carried over for ${formatMonth(options.month)} with supplier "${twice.carried_by}"`,
      [{ path: 'product_id', message: 'already carried over this month' }],
    );
  }
  const productIds = candidates.rows.filter((row) => row.carried_by === null).map((row) => row.product_id);
  const closing = await sumWarehouseClosing(tx, { day: options.lastDay, productIds });
  const products = productIds.map((productId) => ({
    productId,
    ledgerClosing: closing.get(productId) ?? 0,
    counted: counted.get(productId) ?? 0,
  }));
  if (products.length > 0) {
    await tx.insert(carryOverProducts).values(
      products.map((product) => ({
        carryOverId: carryOver.id,
        month: monthDay,
        productId: product.productId,
        ledgerClosing: product.ledgerClosing,
        counted: product.counted,
      })),
    );
  }
  return { id: carryOver.id, products };
}
