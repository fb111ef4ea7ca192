import { type CarryOverEntry, carryOverRowsToSend, formatBusinessDay, formatMonth } from '@kadai/contract';
import type { CarryOverEditRow } from './carry-over-rows.ts';

/**
 * What Save sends for a supplier's rows: those not at 0, each with its unit ('packs' when left
 * empty), or what stops it: a product listed twice in one section.
 */
export function carryOverEntries(
  rows: readonly CarryOverEditRow[],
  supplierId: string,
): { ok: true; entries: CarryOverEntry[] } | { ok: false; problem: string } {
  const sent = carryOverRowsToSend(rows);
  const seen = new Set<string>();
  for (const row of sent) {
    const key = `${row.productId}|${row.section}`;
    if (seen.has(key)) return { ok: false, problem: `${row.label} is listed twice in ${row.section}` };
    seen.add(key);
  }
  return {
    ok: true,
    entries: sent.map((row) => ({
      product_id: row.productId,
      supplier_id: supplierId,
      quantity: row.quantity,
      unit: row.unit.trim() || 'packs',
      section: row.section,
      name: row.label,
    })),
  };
}

/** What saving does, asked before it is done: it closes the month, and no stock moves in it after. */
export function describeCarryOverSave(rows: number, month: string, lastDay: string): string {
  return `Saving ${rows} ${rows === 1 ? 'row' : 'rows'} closes ${formatMonth(month)}: no stock can move on or before ${formatBusinessDay(lastDay)} afterwards, and its quantities open the next month. Products left at 0 are carried as 0.`;
}
