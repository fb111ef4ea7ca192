import { formatBusinessDay, formatMonth } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { carryOverEntries, describeCarryOverSave } from './carry-over-entries.ts';
import type { CarryOverEditRow } from './carry-over-rows.ts';

const row = (over: Partial<CarryOverEditRow>): CarryOverEditRow => ({
  key: 'flour|GODOWN',
  productId: 'flour',
  label: 'Flour 1 kg',
  ledgerClosing: 12,
  quantity: 12,
  unit: 'packs',
  section: 'GODOWN',
  ...over,
});

describe('carryOverEntries', () => {
  it("sends the rows not at 0, for the supplier, in the call's names", () => {
    const result = carryOverEntries(
      [row({}), row({ key: 'sugar|GODOWN', productId: 'sugar', label: 'Sugar', quantity: 0 })],
      'terra-own',
    );
    expect(result).toEqual({
      ok: true,
      entries: [
        {
          product_id: 'flour',
          supplier_id: 'terra-own',
          quantity: 12,
          unit: 'packs',
          section: 'GODOWN',
          name: 'Flour 1 kg',
        },
      ],
    });
  });

  it("trims the unit and counts in 'packs' when it is left empty", () => {
    const result = carryOverEntries(
      [row({ unit: ' kg ' }), row({ key: 'b', section: 'BAKERY', unit: '  ' })],
      's',
    );
    expect(result.ok && result.entries.map((e) => e.unit)).toEqual(['kg', 'packs']);
  });

  it('refuses a product listed twice in one section, naming it', () => {
    const result = carryOverEntries([row({}), row({ key: 'flour|GODOWN|3', quantity: 2 })], 's');
    expect(result).toEqual({ ok: false, problem: 'Flour 1 kg is listed twice in GODOWN' });
  });

  it('lets a product twice in a section through when one of them is at 0: it is not sent', () => {
    const result = carryOverEntries([row({}), row({ key: 'flour|GODOWN|3', quantity: 0 })], 's');
    expect(result.ok && result.entries).toHaveLength(1);
  });

  it('sends nothing when every row is at 0', () => {
    expect(carryOverEntries([row({ quantity: 0 })], 's')).toEqual({ ok: true, entries: [] });
  });
});

describe('describeCarryOverSave', () => {
  it('says how many rows close which month, and from which day no stock moves', () => {
    expect(describeCarryOverSave(1, '2026-01', '2026-01-31')).toBe(
      `Saving 1 row closes ${formatMonth('2026-01')}: no stock can move on or before ${formatBusinessDay('2026-01-31')} afterwards, and its quantities open the next month. Products left at 0 are carried as 0.`,
    );
    expect(describeCarryOverSave(3, '2026-01', '2026-01-31')).toMatch(/^Saving 3 rows closes /);
  });
});
