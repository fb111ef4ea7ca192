import {
  BOOKING_FORM_MESSAGES,
  type Booking,
  type BookingKind,
  formatPack,
  type OrderFormCatalogue,
  type SaveBookingRequest,
  type SignedUser,
  saveBookingRequestSchema,
  storesForBooking,
  type WastageReason,
  wastageReasonMessage,
} from '@kadai/contract';
import type { FieldError } from '../../../lib/api-client.ts';
import { splitFieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';

export interface Vegetable {
  id: number;
  name: string;
  pack: string;
  group: string;
}

export interface LineValue {
  quantity: number | null;
  w: number | null;
  reason: WastageReason | undefined;
}

export const EMPTY_LINE: LineValue = { quantity: null, w: null, reason: undefined };

/** Whether anything is booked on a line: a quantity (stock, K) or W above 0. */
export function isBooked(line: LineValue | undefined): boolean {
  return (line?.quantity ?? 0) > 0 || (line?.w ?? 0) > 0;
}

/**
 * A quantity box's text as the line holds it: empty is nothing, below 0 is 0 (the box's minimum,
 * as antd's InputNumber kept it), and what is not a number yet (a lone "-") nothing.
 */
export function quantityOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.max(0, value) : null;
}

/** What the day's saved booking puts in the form's boxes, by item. */
export function linesOf(booking: Booking | null | undefined): Record<number, LineValue> {
  return Object.fromEntries(
    (booking?.lines ?? []).map((line) => [
      line.itemId,
      { quantity: line.quantity, w: line.w, reason: line.reason ?? undefined },
    ]),
  );
}

/** The stores a user may book for: a store's staff their own, everyone else every store of the kind. */
export function bookingStoreOptions(
  kind: BookingKind,
  stores: readonly { id: string; name: string }[],
  user: SignedUser | null | undefined,
): { value: string; label: string }[] {
  const all = storesForBooking(kind, stores);
  const mine = user?.role === 'store-staff' && user.storeId ? all.filter((s) => s.id === user.storeId) : all;
  return mine.map((store) => ({ value: store.id, label: store.name }));
}

/**
 * The catalogue's vegetables by subcategory, then those of the booking no longer in the catalogue:
 * a vegetable booked before it was hidden stays on its booking.
 */
export function listVegetables(
  catalogue: OrderFormCatalogue | undefined,
  booked: Booking['lines'] | undefined,
): Vegetable[] {
  const listed = (catalogue?.categories ?? []).flatMap((category) =>
    category.subcategories
      .filter((sub) => sub.column === 'veg')
      .flatMap((sub) =>
        sub.items.map((item) => ({ id: item.id, name: item.name, pack: formatPack(item), group: sub.n })),
      ),
  );
  const known = new Set(listed.map((v) => v.id));
  const hidden = (booked ?? [])
    .filter((line) => !known.has(line.itemId))
    .map((line) => ({
      id: line.itemId,
      name: line.name,
      pack: line.pack,
      group: 'No longer in the catalogue',
    }));
  return [...listed, ...hidden];
}

/** The vegetables whose name holds the search, and the groups they fall in, in the list's order. */
export function findVegetables(vegetables: readonly Vegetable[], search: string): Vegetable[] {
  const needle = search.trim().toLowerCase();
  return needle ? vegetables.filter((v) => v.name.toLowerCase().includes(needle)) : [...vegetables];
}

export function groupVegetables(vegetables: readonly Vegetable[]): [string, Vegetable[]][] {
  const byGroup = new Map<string, Vegetable[]>();
  for (const v of vegetables) byGroup.set(v.group, [...(byGroup.get(v.group) ?? []), v]);
  return [...byGroup];
}

export function countBooked(vegetables: readonly Vegetable[], lines: Record<number, LineValue>): number {
  return vegetables.filter((v) => isBooked(lines[v.id])).length;
}

/** The booked lines as sent, in the list's order: a stock line's quantity, a wastage line's K, W and reason. */
export function bookingLinesToSend(
  kind: BookingKind,
  vegetables: readonly Vegetable[],
  lines: Record<number, LineValue>,
): SaveBookingRequest['lines'] {
  return vegetables
    .filter((v) => isBooked(lines[v.id]))
    .map((v) => {
      const line = lines[v.id] ?? EMPTY_LINE;
      if (kind === 'stock') return { itemId: v.id, quantity: line.quantity ?? 0 };
      return {
        itemId: v.id,
        quantity: line.quantity ?? 0,
        w: line.w ?? 0,
        ...(line.reason && { reason: line.reason }),
      };
    });
}

/**
 * What stops a booking from being reviewed, by field: the contract's checks, then the server's rules
 * the schema cannot know (a wasted line's reason, and something to book).
 */
export function bookingProblems(
  kind: BookingKind,
  request: SaveBookingRequest,
  vegetables: readonly Vegetable[],
): FieldError[] {
  const parsed = saveBookingRequestSchema.safeParse(request);
  const fields: FieldError[] = parsed.success ? [] : zodFieldErrors(parsed.error);
  request.lines.forEach((line, index) => {
    const name = vegetables.find((v) => v.id === line.itemId)?.name ?? '';
    if (kind === 'wastage' && !('reason' in line && line.reason)) {
      fields.push({ path: `lines.${index}.reason`, message: wastageReasonMessage(name) });
    }
  });
  if (request.lines.length === 0 && (request.others ?? '').trim() === '') {
    fields.push({ path: 'lines', message: BOOKING_FORM_MESSAGES.empty });
  }
  return fields;
}

/** The messages about a sent line, by its item; the rest belong to the form's fields or above it. */
export function bookingRowErrors(
  fields: readonly FieldError[],
  sent: SaveBookingRequest['lines'],
): { byRow: Map<number, string>; rest: FieldError[] } {
  const byRow = new Map<number, string>();
  const rest: FieldError[] = [];
  for (const field of fields) {
    const index = /^lines\.(\d+)\./.exec(field.path)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line) byRow.set(Number(line.itemId), field.message);
    else rest.push(field);
  }
  return { byRow, rest };
}

/** The form's fields besides its lines, as the request names them. */
export const HEADER_FIELDS = ['storeId', 'sentBy', 'date', 'others'] as const;
export type HeaderField = (typeof HEADER_FIELDS)[number];

/**
 * The messages of the store, Sent By, Date and special instructions, each under its field (the
 * first, if one field has several); what no field shows (the empty booking, a stale revision) for
 * the alert above Review.
 */
export function headerErrorsOf(fields: readonly FieldError[]): {
  byField: Partial<Record<HeaderField, string>>;
  unplaced: string[];
} {
  const { byField, rest } = splitFieldErrors(fields, HEADER_FIELDS);
  const shown: Partial<Record<HeaderField, string>> = {};
  for (const [field, messages] of byField) shown[field as HeaderField] = messages[0];
  return { byField: shown, unplaced: rest };
}
