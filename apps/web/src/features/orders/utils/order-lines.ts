import { type CatalogueItem, formatPack, lineTotalPaise, sumPaise } from '@kadai/contract';
import type { CatalogueIndex } from './catalogue-index.ts';

export type OrderLine = { item: CatalogueItem; pack: string; quantity: number; raw: string };

/** A box counts as ordered from 1 up; empty, 0 or anything below 1 leaves the item out (ordering.md §4). */
export function parseQuantity(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const quantity = Number(trimmed);
  return Number.isFinite(quantity) && quantity >= 1 ? quantity : null;
}

/** The order's lines in page order; quantities for items no longer in the catalogue are dropped. */
export function collectOrderLines(options: {
  index: CatalogueIndex;
  quantities: Array<[number, string]>;
}): OrderLine[] {
  const lines: Array<OrderLine & { position: number }> = [];
  for (const [itemId, raw] of options.quantities) {
    const entry = options.index.byId.get(itemId);
    const quantity = parseQuantity(raw);
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
