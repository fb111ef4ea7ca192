import {
  type CarryOverSection,
  type CarryOverSheet,
  canCloseMonth,
  firstDayOfMonth,
  formatBusinessDay,
  formatMonth,
  lastDayOfMonth,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLaterClosedMonth } from '../stock/ledger/find-later-closed-month.ts';
import { getClosedMonth } from '../stock/ledger/get-closed-month.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';
import { sumWarehouseClosing } from '../stock/ledger/sum-warehouse-closing.ts';

/**
 * GET /api/carry-over/monthly: one supplier's sheet for a month. Before it is posted, every product
 * of the supplier with what the ledger held in the warehouse at the month's end (in GODOWN, the
 * quantity to edit); once posted, the rows that were carried, read-only.
 */
export async function getCarryOverSheet(
  db: DbOrTx,
  options: { month: string; supplierId: string; today: string },
): Promise<CarryOverSheet> {
  const { month, supplierId } = options;
  const lastDay = lastDayOfMonth(month);
  const supplier = await db.execute<{ id: string }>(sql`select id from suppliers where id = ${supplierId}`);
  if (supplier.rows.length === 0) throw AppError.notFound(`supplierId: no supplier "${supplierId}"`);

  const closed = await getClosedMonth(db, month);

  const posted = await db.execute<{ id: number; posted_by_name: string; posted_at: Date | string }>(sql`
    select id, posted_by_name, posted_at from carry_overs
    where month = ${firstDayOfMonth(month)}::date and supplier_id = ${supplierId}`);
  const carryOver = posted.rows[0];
  if (carryOver) {
    const lines = await db.execute<{
      product_id: string;
      name: string;
      variant_name: string;
      unit: string;
      section: CarryOverSection;
      quantity: string;
      ledger_closing: string;
    }>(sql`
      select l.product_id, p.name, p.variant_name, l.unit, l.section, l.quantity::text,
        cp.ledger_closing::text
      from carry_over_lines l
      join products p on p.id = l.product_id
      join carry_over_products cp on cp.carry_over_id = l.carry_over_id and cp.product_id = l.product_id
      where l.carry_over_id = ${carryOver.id}
      order by p.name, p.variant_name, p.id, l.section`);
    return {
      month,
      supplierId,
      lastDay,
      canSave: false,
      cannotSaveReason: `Carried over by ${carryOver.posted_by_name}`,
      closed,
      carried: {
        postedByName: carryOver.posted_by_name,
        postedAt: new Date(carryOver.posted_at).toISOString(),
      },
      rows: lines.rows.map((row) => ({
        productId: row.product_id,
        productName: row.name,
        variantName: row.variant_name,
        unit: row.unit,
        section: row.section,
        quantity: Number(row.quantity),
        ledgerClosing: Number(row.ledger_closing),
      })),
    };
  }

  const products = await db.execute<{ id: string; name: string; variant_name: string }>(sql`
    select p.id, p.name, p.variant_name from products p
    join product_suppliers ps on ps.product_id = p.id
    where ps.supplier_id = ${supplierId}
    order by p.name, p.variant_name, p.id`);
  const closing = await sumWarehouseClosing(db, { day: lastDay, productIds: products.rows.map((p) => p.id) });
  const later = await findLaterClosedMonth(db, month);
  let cannotSaveReason: string | null = null;
  if (later)
    cannotSaveReason = `${formatMonth(later)} is closed: ${formatMonth(month)} can no longer be carried over`;
  else if (!canCloseMonth(month, options.today)) {
    cannotSaveReason = `${formatMonth(month)} can be carried over from ${formatBusinessDay(lastDay)}`;
  }
  return {
    month,
    supplierId,
    lastDay,
    canSave: cannotSaveReason === null,
    cannotSaveReason,
    closed,
    carried: null,
    rows: products.rows.map((product) => {
      const ledgerClosing = closing.get(product.id) ?? 0;
      return {
        productId: product.id,
        productName: product.name,
        variantName: product.variant_name,
        unit: stockUnit(product.variant_name),
        section: 'GODOWN' as const,
        // A negative balance (issued before its receipt was booked) is counted from 0.
        quantity: Math.max(0, ledgerClosing),
        ledgerClosing,
      };
    }),
  };
}
