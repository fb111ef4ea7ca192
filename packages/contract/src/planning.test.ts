import { describe, expect, it } from 'vitest';
import type { InventoryRow } from './inventory.ts';
import {
  buildPlanningMovements,
  buildPlanningRows,
  defaultRequired,
  isBelowMinimum,
  nextSelection,
  plannedTotal,
  withPlanned,
} from './planning.ts';

const OUTLETS = ['abhiramapuram', 'adyar'];

function inventory(productId: string, outletId: string, stock: Partial<InventoryRow> = {}): InventoryRow {
  return {
    productId,
    outletId,
    productName: `Product ${productId}`,
    variantName: '500 g',
    productTypeName: 'Gravy',
    openingStock: 0,
    minStock: null,
    acceptableStock: null,
    ...stock,
  };
}

describe('default required (operations.md §5)', () => {
  it('is acceptable stock minus in hand', () => {
    expect(defaultRequired({ acceptable: 20, inhand: 5 })).toBe(15);
  });
  it('is floored at 0 when the outlet holds more than acceptable', () => {
    expect(defaultRequired({ acceptable: 5, inhand: 9 })).toBe(0);
  });
  it('is 0 without an acceptable stock', () => {
    expect(defaultRequired({ acceptable: null, inhand: 3 })).toBe(0);
  });
});

describe('planned total (§5)', () => {
  const rows = buildPlanningRows({
    inventories: [
      inventory('p1', 'abhiramapuram', { openingStock: 2, acceptableStock: 10 }),
      inventory('p1', 'adyar', { openingStock: 1, acceptableStock: 4 }),
    ],
    outletIds: OUTLETS,
  });
  it('starts as the sum of the default requirements', () => {
    expect(rows[0]?.total).toBe(11);
    expect(rows[0] && plannedTotal(rows[0])).toBe(11);
  });
  it('follows an outlet plan the planner changes, blanks and negatives counting 0', () => {
    const row = rows[0];
    if (!row) throw new Error('no row');
    expect(withPlanned(row, 'adyar', 7).total).toBe(15);
    expect(withPlanned(row, 'adyar', null).total).toBe(8);
    expect(withPlanned(row, 'adyar', -4).total).toBe(8);
  });
  it('fills outlets without an inventory row with nothing in hand and nothing required', () => {
    const [row] = buildPlanningRows({ inventories: [inventory('p2', 'adyar')], outletIds: OUTLETS });
    expect(row?.outlets.abhiramapuram).toEqual({
      inhand: 0,
      minstock: null,
      acceptable: null,
      required: 0,
      planned: 0,
    });
  });
});

describe('planning rows leave out what is already moving today (§5)', () => {
  it('excludes products in today’s movements', () => {
    const rows = buildPlanningRows({
      inventories: [inventory('p1', 'adyar'), inventory('p2', 'adyar')],
      outletIds: OUTLETS,
      excludeProductIds: ['p1'],
    });
    expect(rows.map((r) => r.product_id)).toEqual(['p2']);
  });
});

describe('urgent planning (§5, decision 008)', () => {
  const inventories = [
    // below its minimum at Adyar
    inventory('short', 'adyar', { openingStock: 1, minStock: 5, acceptableStock: 10 }),
    // minimum set but enough in hand
    inventory('enough', 'adyar', { openingStock: 6, minStock: 5, acceptableStock: 10 }),
    // minimum unset / zero: never urgent
    inventory('unset', 'adyar', { openingStock: 0, minStock: null, acceptableStock: 10 }),
    inventory('zero', 'adyar', { openingStock: 0, minStock: 0, acceptableStock: 10 }),
  ];
  it('lists only products an outlet holds less than its set, non-zero minimum of', () => {
    const rows = buildPlanningRows({ inventories, outletIds: OUTLETS, urgent: true });
    expect(rows.map((r) => r.product_id)).toEqual(['short']);
  });
  it('normal planning lists them all', () => {
    expect(buildPlanningRows({ inventories, outletIds: OUTLETS })).toHaveLength(4);
  });
  it('the condition itself', () => {
    expect(isBelowMinimum({ minstock: 5, inhand: 4.5 })).toBe(true);
    expect(isBelowMinimum({ minstock: 5, inhand: 5 })).toBe(false);
    expect(isBelowMinimum({ minstock: 0, inhand: 0 })).toBe(false);
    expect(isBelowMinimum({ minstock: null, inhand: 0 })).toBe(false);
  });
});

describe('row selection (§5)', () => {
  it('selecting again the one selected row clears the selection', () => {
    expect(nextSelection(['p1'], 'p1')).toEqual([]);
  });
  it('otherwise toggles the row', () => {
    expect(nextSelection([], 'p1')).toEqual(['p1']);
    expect(nextSelection(['p1'], 'p2')).toEqual(['p1', 'p2']);
    expect(nextSelection(['p1', 'p2'], 'p1')).toEqual(['p2']);
  });
});

describe('planning movements (§5, §7)', () => {
  const rows = buildPlanningRows({
    inventories: [
      inventory('p1', 'abhiramapuram', { openingStock: 0, acceptableStock: 6 }),
      inventory('p1', 'adyar', { openingStock: 9, acceptableStock: 4 }),
      inventory('p2', 'adyar', { openingStock: 0, acceptableStock: 3 }),
      inventory('p3', 'adyar', { openingStock: 5, acceptableStock: 5 }),
    ],
    outletIds: OUTLETS,
  });
  const movements = buildPlanningMovements({
    rows,
    selected: ['p1', 'p3'],
    teamId: 'kitchen',
    batchId: '22-11-2026_Kitchen_planning',
    batchOrder: 1,
  });

  it('sends only selected rows, and skips rows whose total is 0', () => {
    expect(new Set(movements.map((m) => m.product_id))).toEqual(new Set(['p1']));
  });
  it('posts the warehouse total then each outlet plan, planned 0s not sent', () => {
    expect(movements.map((m) => [m.folder_id, m.receiver_outlet_id, m.quantity_sent])).toEqual([
      ['ready-for-planning', 'terraWarehouse', 6],
      ['ready-for-transport', 'abhiramapuram', 6],
    ]);
    expect(movements.every((m) => m.sender_outlet_id === 'terraWarehouse' && m.team_id === 'kitchen')).toBe(
      true,
    );
  });
});
