import { CARRY_OVER_SECTIONS, type CarryOverSection, type CarryOverSheet } from '@kadai/contract';

/** A row of the carry-over as it is edited: a product's count in one section. */
export interface CarryOverEditRow {
  key: string;
  productId: string;
  label: string;
  ledgerClosing: number;
  quantity: number;
  unit: string;
  section: CarryOverSection;
}

/** The sheet's rows, prefilled from the ledger, each named 'Product Variant'. */
export function carryOverEditRows(sheet: CarryOverSheet): CarryOverEditRow[] {
  return sheet.rows.map((row) => ({
    key: `${row.productId}|${row.section}`,
    productId: row.productId,
    label: [row.productName, row.variantName].filter(Boolean).join(' '),
    ledgerClosing: row.ledgerClosing,
    quantity: row.quantity,
    unit: row.unit,
    section: row.section,
  }));
}

/** The rows with one of them changed (state is replaced, never changed in place). */
export function changeCarryOverRow(
  rows: readonly CarryOverEditRow[],
  key: string,
  change: Partial<CarryOverEditRow>,
): CarryOverEditRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/**
 * The rows with another section of `row`'s product right below it, at 0: the first section the
 * product is not yet counted in. When it is counted in every section, the rows stay as they are.
 */
export function addCarryOverSection(
  rows: readonly CarryOverEditRow[],
  row: CarryOverEditRow,
): readonly CarryOverEditRow[] {
  const used = new Set(rows.filter((r) => r.productId === row.productId).map((r) => r.section));
  const section = CARRY_OVER_SECTIONS.find((s) => !used.has(s));
  if (!section) return rows;
  const index = rows.findIndex((r) => r.key === row.key);
  const added: CarryOverEditRow = {
    ...row,
    key: `${row.productId}|${section}|${rows.length}`,
    section,
    quantity: 0,
  };
  return [...rows.slice(0, index + 1), added, ...rows.slice(index + 1)];
}
