import { describe, expect, it } from 'vitest';
import { bookingSaveLabel, bookingTypedLines } from './booking-offline.ts';

const names: Record<number, string> = { 1: 'Spinach', 2: 'Carrot' };
const nameOf = (id: number) => names[id] ?? `Item ${id}`;
const request = { storeId: 'adyar', sentBy: 'Murugan', date: '2026-11-27', baseRevision: null };

describe('a booking kept on the phone', () => {
  it('names the form, the store and the day', () => {
    expect(bookingSaveLabel('stock', 'Adyar', '2026-11-27')).toBe(
      'Daily Vegetable Stock — Adyar, 2026-11-27',
    );
    expect(bookingSaveLabel('wastage', 'Adyar', '2026-11-27')).toBe(
      'Daily Vegetable Wastage — Adyar, 2026-11-27',
    );
  });

  it('lists each vegetable typed with its quantity, and the special instructions', () => {
    const lines = [
      { itemId: 1, quantity: 12.5 },
      { itemId: 2, quantity: 3 },
    ];
    expect(bookingTypedLines('stock', { ...request, others: ' Late van ', lines }, nameOf)).toEqual([
      'Spinach: 12.5',
      'Carrot: 3',
      'Special instructions: Late van',
    ]);
  });

  it('lists wastage with K, W and the reason', () => {
    const lines = [{ itemId: 2, quantity: 1, w: 0.5, reason: 'spoiled' as const }];
    expect(bookingTypedLines('wastage', { ...request, lines }, nameOf)).toEqual([
      'Carrot: K 1, W 0.5 (Spoiled)',
    ]);
  });
});
