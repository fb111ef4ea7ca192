import type {
  BookingKind,
  BookingListQuery,
  BookingSummary,
  SignedUser,
  WastageReason,
  WastageSummaryRow,
} from '@kadai/contract';

export type KindFilter = 'all' | BookingKind;

/** A period the list cannot show: a date missing, or To before From. */
export function isBadRange(from: string, to: string): boolean {
  return !from || !to || from > to;
}

/** The store a user's list is held to: a store's staff see their own store's bookings only. */
export function ownStoreOf(user: SignedUser | null | undefined): string | undefined {
  return user?.role === 'store-staff' ? (user.storeId ?? undefined) : undefined;
}

/** The list's query: the period, the kind unless all, and the user's own store or the one chosen. */
export function bookingListQuery(options: {
  from: string;
  to: string;
  kind: KindFilter;
  storeId: string | undefined;
  ownStore: string | undefined;
}): BookingListQuery {
  const store = options.ownStore ?? options.storeId;
  return {
    from: options.from,
    to: options.to,
    ...(options.kind !== 'all' && { kind: options.kind }),
    ...(store && { storeId: store }),
  };
}

/** The bookings whose store, sender, acknowledgement, instructions or an item's name hold the search. */
export function searchBookings(bookings: readonly BookingSummary[], search: string): BookingSummary[] {
  const needle = search.trim().toLowerCase();
  return bookings.filter((b) =>
    [b.storeName, b.sentBy, b.acknowledgementId, b.others, ...b.lines.map((l) => l.name)]
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
}

/** The period's wastage (K + W) by reason, the most wasted first. */
export function wastageByReason(rows: readonly WastageSummaryRow[]): [WastageReason, number][] {
  const totals = new Map<WastageReason, number>();
  for (const row of rows) totals.set(row.reason, (totals.get(row.reason) ?? 0) + row.k + row.w);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** A reason's total as its tag shows it: to the gram, without a float's tail. */
export function wastedTotalText(total: number): string {
  return String(Number(total.toFixed(3)));
}

/** A row's bar: its wastage as a whole percentage of the most wasted row's. */
export function wastageShare(row: WastageSummaryRow, most: number): number {
  return most === 0 ? 0 : Math.round(((row.k + row.w) / most) * 100);
}

export function mostWasted(rows: readonly WastageSummaryRow[]): number {
  return Math.max(0, ...rows.map((r) => r.k + r.w));
}
