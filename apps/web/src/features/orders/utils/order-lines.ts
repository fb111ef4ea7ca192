import { type CatalogueItem, formatPack, lineTotalPaise, sumPaise } from '@kadai/contract';
import type { CatalogueIndex } from './catalogue-index.ts';

export type OrderLine = { item: CatalogueItem; pack: string; quantity: number; raw: string };

/**
 * A box counts as ordered when `counts` says so: from 1 up on the main form (ordering.md §4), above
 * 0 on the Bangalore one (§5); empty or anything else leaves the item out.
 */
export function parseQuantity(raw: string, counts: (quantity: number) => boolean): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const quantity = Number(trimmed);
  return Number.isFinite(quantity) && counts(quantity) ? quantity : null;
}

/** The order's lines in page order; quantities for items no longer in the catalogue are dropped. */
export function collectOrderLines(options: {
  index: CatalogueIndex;
  quantities: Array<[number, string]>;
  counts: (quantity: number) => boolean;
}): OrderLine[] {
  const lines: Array<OrderLine & { position: number }> = [];
  for (const [itemId, raw] of options.quantities) {
    const entry = options.index.byId.get(itemId);
    const quantity = parseQuantity(raw, options.counts);
    if (!entry || quantity === null) continue;
    lines.push({ item: entry.item, pack: formatPack(entry.item), quantity, raw, position: entry.position });
  }
  return lines.sort((a, b) => a.position - b.position).map(({ position: _, ...line }) => line);
}

/** Price × quantity summed, in paise; an estimate, as weighed items and the store's final bill may differ. */
export function estimateTotal(lines: OrderLine[]): number {
  return sumPaise(
    lines.map((line) => lineTotalPaise({ pricePaise: line.item.mrpPaise, quantity: line.quantity })),
  );
}
