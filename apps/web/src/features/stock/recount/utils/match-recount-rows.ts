import type { RecountRow } from '@kadai/contract';

/** The rows whose product, variant or type holds the search, whatever its case; all for an empty one. */
export function matchRecountRows<Row extends Pick<RecountRow, 'productName' | 'variantName' | 'productType'>>(
  rows: readonly Row[],
  search: string,
): readonly Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    `${row.productName} ${row.variantName} ${row.productType}`.toLowerCase().includes(needle),
  );
}
