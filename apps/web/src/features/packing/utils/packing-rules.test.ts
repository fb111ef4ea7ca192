import type { PackingLine } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  findProducts,
  groupByBatch,
  overPackingErrors,
  packingRequest,
  typedPacks,
} from './packing-rules.ts';

const line = (
  id: number,
  batchId: string,
  productName: string,
  produced: number,
  packed: number,
): PackingLine =>
  ({
    productionEntryId: id,
    batchId,
    batchOrder: 1,
    productId: productName.toLowerCase(),
    productName,
    variantName: '250 g',
    unit: 'packs',
    produced,
    packed,
    left: produced - packed,
    producedBy: 'Ravi',
    producedAt: '2026-03-02T04:00:00Z',
    packings: [],
  }) as PackingLine;

const lines = [
  line(1, 'B1', 'Besan Laddu', 10, 4),
  line(2, 'B2', 'Murukku', 5, 0),
  line(3, 'B1', 'Mysore Pak', 8, 8),
];

describe('the packing log', () => {
  it('finds a product by name and variant, and groups the lines by their batch', () => {
    expect(findProducts(lines, 'MYSORE').map((l) => l.productionEntryId)).toEqual([3]);
    expect(findProducts(lines, '250 g')).toHaveLength(3);
    expect(groupByBatch(lines).map(([batch, of]) => [batch, of.map((l) => l.productionEntryId)])).toEqual([
      ['B1', [1, 3]],
      ['B2', [2]],
    ]);
  });

  it('sends only the boxes given packs, in the day’s order', () => {
    const typed = typedPacks(
      lines,
      new Map([
        [2, 5],
        [1, null],
        [3, 0],
      ]),
    );
    expect(packingRequest('sweets', typed)).toEqual({
      teamId: 'sweets',
      lines: [{ productionEntryId: 2, packs: 5 }],
    });
  });

  it('refuses more packs than are left of an entry, in the API’s words', () => {
    const typed = typedPacks(
      lines,
      new Map([
        [1, 7],
        [2, 5],
      ]),
    );
    expect([...overPackingErrors(typed)]).toEqual([
      [1, 'Besan Laddu 250 g: only 6 of 10 produced left to pack, not 7'],
    ]);
  });
});
