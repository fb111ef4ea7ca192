import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_TITLES,
  type BookingKind,
  type SaveBookingRequest,
  WASTAGE_REASON_LABELS,
} from '@kadai/contract';
import type { LineValue } from './booking-form.ts';

/** What the form held, kept with a save made offline so "Open the form" can put it back. */
export type BookingFormValues = {
  storeId: string;
  sentBy: string;
  date: string;
  others: string;
  lines: Record<number, LineValue>;
};

/** How the phone's list of saves names a booking: "Daily Vegetable Stock — Adyar, 2026-11-27". */
export function bookingSaveLabel(kind: BookingKind, storeName: string, date: string): string {
  return `${BOOKING_TITLES[kind]} — ${storeName}, ${date}`;
}

/**
 * One line per vegetable typed (and the special instructions), in the words of the form, so a
 * save the shop refused still shows on the phone what the person typed.
 */
export function bookingTypedLines(
  kind: BookingKind,
  request: SaveBookingRequest,
  nameOf: (itemId: number) => string,
): string[] {
  const lines = request.lines.map((line) => {
    const name = nameOf(Number(line.itemId));
    if (kind === 'stock') return `${name}: ${line.quantity}`;
    const reason = line.reason ? ` (${WASTAGE_REASON_LABELS[line.reason]})` : '';
    return `${name}: ${BOOKING_QUANTITY_LABELS.k} ${line.quantity}, ${BOOKING_QUANTITY_LABELS.w} ${line.w ?? 0}${reason}`;
  });
  const others = request.others?.trim();
  return others ? [...lines, `Special instructions: ${others}`] : lines;
}
