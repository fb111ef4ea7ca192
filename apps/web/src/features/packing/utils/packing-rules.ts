import { overPackingMessage, type PackingLine } from '@kadai/contract';

/** A product as the packing and to-do pages name it: product and variant. */
export const productLabel = (row: { productName: string; variantName: string }) =>
  `${row.productName} ${row.variantName}`.trim();

/** The rows whose product holds the search, whatever the case. */
export function findProducts<T extends { productName: string; variantName: string }>(
  rows: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? rows.filter((row) => productLabel(row).toLowerCase().includes(needle)) : [...rows];
}

/** The day's lines by the batch they were produced in, batches in the order of their first line. */
export function groupByBatch(lines: readonly PackingLine[]): [string, PackingLine[]][] {
  const groups = new Map<string, PackingLine[]>();
  for (const line of lines) groups.set(line.batchId, [...(groups.get(line.batchId) ?? []), line]);
  return [...groups];
}

export type TypedPacks = { line: PackingLine; packs: number };

/** The lines given a number of packs (an empty or 0 box is left out). */
export function typedPacks(
  lines: readonly PackingLine[],
  packs: ReadonlyMap<number, number | null>,
): TypedPacks[] {
  return lines.flatMap((line) => {
    const value = packs.get(line.productionEntryId);
    return value ? [{ line, packs: value }] : [];
  });
}

/** The server's check, before sending: never more packs than are left of an entry. */
export function overPackingErrors(typed: readonly TypedPacks[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const { line, packs: asked } of typed) {
    if (asked > line.left) {
      errors.set(
        line.productionEntryId,
        overPackingMessage({
          product: productLabel(line),
          produced: line.produced,
          packed: line.packed,
          asked,
        }),
      );
    }
  }
  return errors;
}

export function packingRequest(teamId: string, typed: readonly TypedPacks[]) {
  return {
    teamId,
    lines: typed.map(({ line, packs }) => ({ productionEntryId: line.productionEntryId, packs })),
  };
}
