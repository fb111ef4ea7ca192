import { z } from 'zod';
import { serialIdSchema } from './ids.ts';
import { countedQuantity } from './money.ts';

/**
 * A store's daily vegetable stock and wastage bookings (ordering.md §2.5): one booking per store,
 * kind and business day; booking the same day again edits it, and every save is kept.
 */
export const BOOKING_KINDS = ['stock', 'wastage'] as const;
export const bookingKindSchema = z.enum(BOOKING_KINDS, { error: 'kind: stock or wastage' });
export type BookingKind = z.infer<typeof bookingKindSchema>;

/** The older routes (operations.md §2) and the pages' headings. */
export const BOOKING_PATHS = { stock: '/vegstock', wastage: '/vegwastages' } as const;
export const BOOKING_TITLES = {
  stock: 'Daily Vegetable Stock',
  wastage: 'Daily Vegetable Wastage',
} as const;

/**
 * ordering.md §5, exact. The older wastage form asked for the store with 'Please input your first
 * name!', a copied message: both forms now say what they ask for.
 */
export const BOOKING_FORM_MESSAGES = {
  store: 'Please input your store name!',
  sentBy: 'Please input your name!',
  date: 'Please input your date!',
  empty: 'Please book at least one item or a special instruction',
} as const;

/** ordering.md §9: the stock form's select omits T. Nagar. */
export const STOCK_FORM_EXCLUDED_STORE_IDS: readonly string[] = ['t-nagar'];

export function storesForBooking<T extends { id: string }>(kind: BookingKind, stores: readonly T[]): T[] {
  return kind === 'stock' ? stores.filter((s) => !STOCK_FORM_EXCLUDED_STORE_IDS.includes(s.id)) : [...stores];
}

/** Why vegetables were thrown away, as scrap reasons are kept elsewhere (OCA): the owner reads them by reason. */
export const WASTAGE_REASONS = ['spoiled', 'damaged', 'expired', 'other'] as const;
export const wastageReasonSchema = z.enum(WASTAGE_REASONS, {
  error: 'Reason: spoiled, damaged, expired or other',
});
export type WastageReason = z.infer<typeof wastageReasonSchema>;
export const WASTAGE_REASON_LABELS: Record<WastageReason, string> = {
  spoiled: 'Spoiled',
  damaged: 'Damaged',
  expired: 'Expired',
  other: 'Other',
};

/**
 * The wastage form's two quantities per item (ordering.md §2.5) and the stock form's one, as their
 * columns read.
 */
export const BOOKING_QUANTITY_LABELS = { stock: 'Quantity', k: 'K', w: 'W' } as const;

/**
 * What K and W mean, shown on the page beside them (staff new to the form should not have to ask). The
 * spec keeps the letters and says only that they are the wastage form's two quantities of an item
 * (ordering.md §2.5), W being the older data's second quantity (ordering.md §3); what the letters stood for
 * is not known (decision 016), so the legend says what they are and no more.
 */
export const BOOKING_QUANTITY_MEANINGS = {
  k: 'first wastage quantity of the item, in its unit',
  w: 'second wastage quantity of the item, in its unit',
} as const;
export const WASTAGE_QUANTITIES_NOTE = 'K and W are added up as wasted.';

/** A wasted line needs its reason; the form shows this under the item, the API names the line. */
export function wastageReasonMessage(itemName: string): string {
  return `Reason: please choose why ${itemName} was wasted`;
}

/**
 * What the store is shown and quotes when it calls: kind, store, day and the save's revision
 * (VW-ADYAR-20261125-2 is Adyar's wastage of the 25th, as saved the second time).
 */
export function acknowledgementId(booking: {
  kind: BookingKind;
  storeId: string;
  date: string;
  revision: number;
}): string {
  const prefix = booking.kind === 'stock' ? 'VS' : 'VW';
  return `${prefix}-${booking.storeId.toUpperCase()}-${booking.date.replaceAll('-', '')}-${booking.revision}`;
}

// ---------------------------------------------------------------- requests

export const bookingLineInputSchema = z.strictObject({
  itemId: serialIdSchema('itemId'),
  /** Stock: the quantity in hand; wastage: K. In the item's unit, to the gram. */
  quantity: countedQuantity(BOOKING_QUANTITY_LABELS.stock),
  /** Wastage only: W. */
  w: countedQuantity(BOOKING_QUANTITY_LABELS.w).optional(),
  reason: wastageReasonSchema.optional(),
});
export type BookingLineInput = z.infer<typeof bookingLineInputSchema>;

export const MAX_BOOKING_LINES = 2000;

export const saveBookingRequestSchema = z.strictObject({
  storeId: z
    .string({ error: BOOKING_FORM_MESSAGES.store })
    .trim()
    .min(1, { error: BOOKING_FORM_MESSAGES.store })
    .max(100, { error: 'Store: at most 100 characters' }),
  sentBy: z
    .string({ error: BOOKING_FORM_MESSAGES.sentBy })
    .trim()
    .min(1, { error: BOOKING_FORM_MESSAGES.sentBy })
    .max(80, { error: 'Sent By: at most 80 characters' }),
  date: z.iso.date({ error: BOOKING_FORM_MESSAGES.date }),
  others: z
    .string({ error: 'Special instructions: text' })
    .trim()
    .max(2000, { error: 'Special instructions: at most 2000 characters' })
    .default(''),
  lines: z
    .array(bookingLineInputSchema, { error: 'lines: a list of items' })
    .max(MAX_BOOKING_LINES, { error: `lines: at most ${MAX_BOOKING_LINES} items` }),
  /**
   * The revision the form was opened at, or null for a day not booked yet. A save made on an older
   * revision is refused (409) rather than silently overwriting what a colleague saved meanwhile.
   */
  baseRevision: z
    .number({ error: 'baseRevision: a whole number from 1, or null' })
    .int({ error: 'baseRevision: a whole number from 1, or null' })
    .min(1, { error: 'baseRevision: a whole number from 1, or null' })
    .nullable(),
});
export type SaveBookingRequest = z.input<typeof saveBookingRequestSchema>;
export type SaveBooking = z.output<typeof saveBookingRequestSchema>;

export const bookingKindParamsSchema = z.object({ kind: bookingKindSchema });

export const bookingQuerySchema = z.strictObject({
  storeId: z
    .string({ error: BOOKING_FORM_MESSAGES.store })
    .trim()
    .min(1, { error: BOOKING_FORM_MESSAGES.store }),
  date: z.iso.date({ error: BOOKING_FORM_MESSAGES.date }),
});

/** Bookings of a period (both days included), one store or every store the user may see. */
export const bookingListQuerySchema = z
  .strictObject({
    kind: bookingKindSchema.optional(),
    storeId: z.string().trim().min(1).max(100).optional(),
    from: z.iso.date({ error: 'From: a date as YYYY-MM-DD' }),
    to: z.iso.date({ error: 'To: a date as YYYY-MM-DD' }),
  })
  .refine((q) => q.from <= q.to, { error: 'To: must not be before From', path: ['to'] });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

// ---------------------------------------------------------------- answers

export const bookingLineSchema = z.object({
  itemId: z.number(),
  name: z.string(),
  pack: z.string(),
  quantity: z.number(),
  w: z.number().nullable(),
  reason: wastageReasonSchema.nullable(),
});
export type BookingLine = z.infer<typeof bookingLineSchema>;

export const bookingRevisionSchema = z.object({
  revision: z.number(),
  acknowledgementId: z.string(),
  sentBy: z.string(),
  others: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
  lines: z.array(bookingLineSchema),
});
export type BookingRevision = z.infer<typeof bookingRevisionSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  kind: bookingKindSchema,
  storeId: z.string(),
  storeName: z.string(),
  date: z.string(),
  sentBy: z.string(),
  others: z.string(),
  revision: z.number(),
  acknowledgementId: z.string(),
  lines: z.array(bookingLineSchema),
  updatedBy: z.string(),
  updatedAt: z.string(),
  /** Every save, newest first: the first is this one. */
  history: z.array(bookingRevisionSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The booking of a store, kind and day, or null when that day is not booked yet. */
export const bookingLookupSchema = z.object({ booking: bookingSchema.nullable() });

export const bookingSummarySchema = bookingSchema.omit({ history: true });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const MAX_LISTED_BOOKINGS = 1000;
export const bookingListSchema = z.object({
  bookings: z.array(bookingSummarySchema),
  /** True when the period holds more than MAX_LISTED_BOOKINGS: the newest are listed. */
  truncated: z.boolean(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

/** Wastage of a period by item and reason, K and W summed, most wasted first. */
export const wastageSummaryRowSchema = z.object({
  itemName: z.string(),
  pack: z.string(),
  reason: wastageReasonSchema,
  k: z.number(),
  w: z.number(),
  days: z.number(),
});
export type WastageSummaryRow = z.infer<typeof wastageSummaryRowSchema>;
export const wastageSummarySchema = z.array(wastageSummaryRowSchema);
