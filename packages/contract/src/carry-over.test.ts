import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canCloseMonth,
  carryOverRowsToSend,
  countedByProduct,
  defaultCarryOverMonth,
  formatIssueNoteNumber,
  formatMonth,
  lastDayOfMonth,
} from './carry-over.ts';

describe('carry-over months', () => {
  it('knows the last day of every month, leap years included', () => {
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28');
    expect(lastDayOfMonth('2026-11')).toBe('2026-11-30');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('steps across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('defaults to the month before, or this month on its last day; closes a month from its last day on', () => {
    expect(defaultCarryOverMonth('2026-11-25')).toBe('2026-10');
    expect(defaultCarryOverMonth('2026-11-01')).toBe('2026-10');
    expect(defaultCarryOverMonth('2026-11-30')).toBe('2026-11');
    expect(defaultCarryOverMonth('2027-01-03')).toBe('2026-12');
    expect(canCloseMonth('2026-11', '2026-11-29')).toBe(false);
    expect(canCloseMonth('2026-11', '2026-11-30')).toBe(true);
    expect(canCloseMonth('2026-10', '2026-11-02')).toBe(true);
  });
});

describe('carry-over rows', () => {
  it('skips zero rows and sums a product over its sections exactly', () => {
    const rows = [
      { product_id: 'a', quantity: 0.1 },
      { product_id: 'a', quantity: 0.2 },
      { product_id: 'b', quantity: 0 },
    ];
    expect(carryOverRowsToSend(rows)).toHaveLength(2);
    expect(carryOverRowsToSend([{ quantity: 0 }])).toEqual([]);
    expect(countedByProduct(carryOverRowsToSend(rows))).toEqual(new Map([['a', 0.3]]));
  });

  it('numbers issue notes MIN/year/five digits', () => {
    expect(formatIssueNoteNumber({ financialYear: '2026-27', sequence: 1 })).toBe('MIN/2026-27/00001');
    expect(() => formatIssueNoteNumber({ financialYear: '2026-27', sequence: 0 })).toThrow(RangeError);
  });
});
