import type { CarryOverSheet } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  addCarryOverSection,
  type CarryOverEditRow,
  carryOverEditRows,
  changeCarryOverRow,
} from './carry-over-rows.ts';

const sheet: CarryOverSheet = {
  month: '2026-01',
  supplierId: 'terra-own',
  lastDay: '2026-01-31',
  canSave: true,
  cannotSaveReason: null,
  closed: null,
  carried: null,
  rows: [
    {
      productId: 'flour',
      productName: 'Flour',
      variantName: '1 kg',
      ledgerClosing: 12,
      quantity: 12,
      unit: 'packs',
      section: 'GODOWN',
    },
    {
      productId: 'ghee',
      productName: 'Ghee',
      variantName: '',
      ledgerClosing: 3,
      quantity: 2,
      unit: 'tins',
      section: 'KITCHEN',
    },
  ],
} as CarryOverSheet;

describe('carryOverEditRows', () => {
  it('keys each row by product and section and names it by product and variant', () => {
    expect(carryOverEditRows(sheet)).toEqual([
      {
        key: 'flour|GODOWN',
        productId: 'flour',
        label: 'Flour 1 kg',
        ledgerClosing: 12,
        quantity: 12,
        unit: 'packs',
        section: 'GODOWN',
      },
      {
        key: 'ghee|KITCHEN',
        productId: 'ghee',
        label: 'Ghee',
        ledgerClosing: 3,
        quantity: 2,
        unit: 'tins',
        section: 'KITCHEN',
      },
    ]);
  });
});

describe('changeCarryOverRow', () => {
  it('changes the row with the key, and only it, in new rows', () => {
    const rows = carryOverEditRows(sheet);
    const changed = changeCarryOverRow(rows, 'ghee|KITCHEN', { quantity: 5 });
    expect(changed.map((r) => r.quantity)).toEqual([12, 5]);
    expect(rows[1]?.quantity).toBe(2);
  });
});

describe('addCarryOverSection', () => {
  it("adds the product's first section not yet counted, at 0, right below the row", () => {
    const rows = carryOverEditRows(sheet);
    const flour = rows[0] as CarryOverEditRow;
    const added = addCarryOverSection(rows, flour);
    expect(added.map((r) => `${r.productId} ${r.section} ${r.quantity}`)).toEqual([
      'flour GODOWN 12',
      'flour BAKERY 0',
      'ghee KITCHEN 2',
    ]);
    expect(added[1]?.key).toBe('flour|BAKERY|2');
    expect(added[1]?.ledgerClosing).toBe(12);
  });

  it('skips the sections the product is already counted in', () => {
    let rows: readonly CarryOverEditRow[] = carryOverEditRows(sheet);
    const ghee = rows[1] as CarryOverEditRow;
    rows = addCarryOverSection(rows, ghee);
    expect(rows.filter((r) => r.productId === 'ghee').map((r) => r.section)).toEqual(['KITCHEN', 'GODOWN']);
    rows = addCarryOverSection(rows, ghee);
    expect(rows.filter((r) => r.productId === 'ghee').map((r) => r.section)).toEqual([
      'KITCHEN',
      'BAKERY',
      'GODOWN',
    ]);
  });

  it('leaves the rows as they are once the product is in every section', () => {
    let rows: readonly CarryOverEditRow[] = carryOverEditRows(sheet);
    const flour = rows[0] as CarryOverEditRow;
    for (let i = 0; i < 3; i += 1) rows = addCarryOverSection(rows, flour);
    expect(rows.filter((r) => r.productId === 'flour')).toHaveLength(4);
    expect(addCarryOverSection(rows, flour)).toBe(rows);
  });
});
