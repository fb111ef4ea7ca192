import type { InventoryGrid } from '@kadai/contract';

type Row = Pick<InventoryGrid['rows'][number], 'teamId' | 'productName' | 'variantName' | 'productType'>;

/**
 * The products of the chosen team (every team's when none is chosen) whose product, variant or
 * type holds every word of the search, whatever its case.
 */
export function matchInventoryRows<R extends Row>(
  rows: readonly R[],
  search: string,
  teamId: string | undefined,
): readonly R[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (teamId && row.teamId !== teamId) return false;
    const text = `${row.productName} ${row.variantName} ${row.productType}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
