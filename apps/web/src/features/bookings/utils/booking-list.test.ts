import type { BookingSummary, SignedUser, WastageSummaryRow } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { daysBefore } from '../../../lib/days-before.ts';
import {
  bookingListQuery,
  isBadRange,
  mostWasted,
  ownStoreOf,
  searchBookings,
  wastageByReason,
  wastageShare,
  wastedTotalText,
} from './booking-list.ts';

const booking = (id: number, storeName: string, itemNames: string[], others = ''): BookingSummary =>
  ({
    id,
    kind: 'stock',
    storeId: storeName.toLowerCase(),
    storeName,
    date: '2026-03-02',
    sentBy: 'Meena',
    others,
    revision: 1,
    acknowledgementId: `ACK-${id}`,
    lines: itemNames.map((name, index) => ({
      itemId: index,
      name,
      pack: '1 kg',
      quantity: 1,
      w: null,
      reason: null,
    })),
    updatedBy: 'meena',
    updatedAt: '2026-03-02T09:00:00Z',
  }) as BookingSummary;

const wasted = (
  itemName: string,
  reason: WastageSummaryRow['reason'],
  k: number,
  w: number,
): WastageSummaryRow => ({
  itemName,
  pack: '1 kg',
  reason,
  k,
  w,
  days: 1,
});

describe('the period', () => {
  it('opens on the week up to today, across a month end', () => {
    expect(daysBefore('2026-03-02', 6)).toBe('2026-02-24');
    expect(daysBefore('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('cannot list a period with a date missing or To before From', () => {
    expect(isBadRange('2026-03-02', '2026-03-01')).toBe(true);
    expect(isBadRange('', '2026-03-01')).toBe(true);
    expect(isBadRange('2026-03-01', '2026-03-01')).toBe(false);
  });
});

describe('bookingListQuery', () => {
  it('asks for every kind and store unless one is chosen', () => {
    expect(
      bookingListQuery({
        from: '2026-03-01',
        to: '2026-03-02',
        kind: 'all',
        storeId: undefined,
        ownStore: undefined,
      }),
    ).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(
      bookingListQuery({
        from: '2026-03-01',
        to: '2026-03-02',
        kind: 'wastage',
        storeId: 'adyar',
        ownStore: undefined,
      }),
    ).toEqual({ from: '2026-03-01', to: '2026-03-02', kind: 'wastage', storeId: 'adyar' });
  });

  it("holds a store's staff to their own store whatever is chosen", () => {
    const user = { role: 'store-staff', storeId: 'adyar' } as SignedUser;
    expect(ownStoreOf(user)).toBe('adyar');
    expect(ownStoreOf({ role: 'admin', storeId: 'adyar' } as SignedUser)).toBeUndefined();
    expect(
      bookingListQuery({
        from: '2026-03-01',
        to: '2026-03-02',
        kind: 'all',
        storeId: 't-nagar',
        ownStore: 'adyar',
      }).storeId,
    ).toBe('adyar');
  });
});

describe('searchBookings', () => {
  const bookings = [booking(1, 'Adyar', ['Carrot']), booking(2, 'T. Nagar', ['Beet'], 'Call before noon')];

  it('finds by store, item, instructions or acknowledgement, whatever the case', () => {
    expect(searchBookings(bookings, ' beet ').map((b) => b.id)).toEqual([2]);
    expect(searchBookings(bookings, 'NOON').map((b) => b.id)).toEqual([2]);
    expect(searchBookings(bookings, 'ack-1').map((b) => b.id)).toEqual([1]);
    expect(searchBookings(bookings, '').map((b) => b.id)).toEqual([1, 2]);
    expect(searchBookings(bookings, 'okra')).toEqual([]);
  });
});

describe('wastage by reason', () => {
  const rows = [
    wasted('Carrot', 'spoiled', 1.1, 0.2),
    wasted('Beet', 'damaged', 4, 0),
    wasted('Okra', 'spoiled', 0, 0.1),
  ];

  it('adds K and W by reason, the most wasted first', () => {
    const totals = wastageByReason(rows);
    expect(totals.map(([reason]) => reason)).toEqual(['damaged', 'spoiled']);
    expect(wastedTotalText(totals[1]?.[1] ?? 0)).toBe('1.4');
  });

  it("draws each row's bar as its share of the most wasted row", () => {
    const most = mostWasted(rows);
    expect(most).toBe(4);
    expect(rows.map((row) => wastageShare(row, most))).toEqual([33, 100, 3]);
    expect(wastageShare(wasted('Okra', 'other', 0, 0), mostWasted([]))).toBe(0);
  });
});
