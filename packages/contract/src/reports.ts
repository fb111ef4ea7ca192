import { z } from 'zod';
import { WASTAGE_REASON_LABELS, WASTAGE_REASONS } from './bookings.ts';

/**
 * What the owner looks at: the total trash report and produced vs sold. Both read
 * the stock ledger (and the stores' wastage bookings) by business day, Asia/Kolkata.
 */

/** A period longer than this runs in the background and arrives as a download (decision 020). */
export const REPORT_ON_SCREEN_MAX_DAYS = 31;
/** The longest period a report covers at all: a little over a year. */
export const REPORT_MAX_DAYS = 400;
/** A drill-down lists at most this many ledger rows (and says how many there are in all). */
export const DRILL_DOWN_LIMIT = 500;

export const REPORT_KINDS = ['total-trash', 'produced-vs-sold'] as const;
export const reportKindSchema = z.enum(REPORT_KINDS, { error: 'kind: total-trash or produced-vs-sold' });
export type ReportKind = z.infer<typeof reportKindSchema>;

export const REPORT_TITLES: Record<ReportKind, string> = {
  'total-trash': 'Total Trash Report',
  'produced-vs-sold': 'Produced vs Sold',
};

/** Where thrown-away stock is recorded: the stores' wastage bookings, destruction, written-off disputes. */
export const TRASH_SOURCES = ['store-wastage', 'destroyed', 'dispute-written-off'] as const;
export const trashSourceSchema = z.enum(TRASH_SOURCES, {
  error: 'source: store-wastage, destroyed or dispute-written-off',
});
export type TrashSource = z.infer<typeof trashSourceSchema>;
export const TRASH_SOURCE_LABELS: Record<TrashSource, string> = {
  'store-wastage': 'Store wastage',
  destroyed: 'Destroyed',
  'dispute-written-off': 'Written-off dispute',
};

/** A store-wastage line's reason, or for a ledger move its reason (destroyed, dispute-written-off). */
export const TRASH_REASONS = [...WASTAGE_REASONS, 'destroyed', 'dispute-written-off'] as const;
export const trashReasonSchema = z.enum(TRASH_REASONS, {
  error: `reason: one of ${TRASH_REASONS.join(', ')}`,
});
export type TrashReason = z.infer<typeof trashReasonSchema>;
export const TRASH_REASON_LABELS: Record<TrashReason, string> = {
  ...WASTAGE_REASON_LABELS,
  destroyed: 'Destroyed',
  'dispute-written-off': 'Written-off dispute',
};

const day = (label: string) => z.iso.date({ error: `${label}: a date as YYYY-MM-DD` });
const filter = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label}: must not be empty` })
    .max(120, { error: `${label}: at most 120 characters` });

/** Whole days from `from` to `to`, both included. */
export function periodLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const periodRules = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((q) => q.from <= q.to, { error: 'To: must not be before From', path: ['to'] })
    .refine((q) => periodLength(q.from, q.to) <= REPORT_MAX_DAYS, {
      error: `To: a report covers at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    });

const trashQueryShape = z.strictObject({
  from: day('From'),
  to: day('To'),
  /** 'outlet:{id}', 'store:{id}' or 'trip:{id}'. */
  locationId: filter('Location').optional(),
  teamId: filter('Team').optional(),
  /** 'product:{id}' (the ledger's products) or 'item:{id}' (the stores' grocery items). */
  productId: filter('Product').optional(),
  reason: trashReasonSchema.optional(),
  source: trashSourceSchema.optional(),
});
export const trashReportQuerySchema = periodRules(trashQueryShape);
export type TrashReportQuery = z.infer<typeof trashReportQuerySchema>;

const producedQueryShape = z.strictObject({
  from: day('From'),
  to: day('To'),
  teamId: filter('Team').optional(),
  productId: filter('Product').optional(),
});
export const producedVsSoldQuerySchema = periodRules(producedQueryShape);
export type ProducedVsSoldQuery = z.infer<typeof producedVsSoldQuerySchema>;

/** The figures of produced vs sold a drill-down opens. */
export const PRODUCED_MEASURES = ['produced', 'sold', 'wasted', 'on-hand'] as const;
export const producedMeasureSchema = z.enum(PRODUCED_MEASURES, {
  error: 'measure: produced, sold, wasted or on-hand',
});
export type ProducedMeasure = z.infer<typeof producedMeasureSchema>;

export const producedDrillDownQuerySchema = periodRules(
  producedQueryShape.extend({ productId: filter('Product'), measure: producedMeasureSchema }),
);
export type ProducedDrillDownQuery = z.infer<typeof producedDrillDownQuerySchema>;

// ---------------------------------------------------------------- answers

export const trashRowSchema = z.object({
  source: trashSourceSchema,
  reason: trashReasonSchema,
  locationId: z.string(),
  locationName: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  /** Null when the product carries no price: the row says so rather than counting it as nothing. */
  valuePaise: z.number().int().nullable(),
  entries: z.number().int(),
});
export type TrashRow = z.infer<typeof trashRowSchema>;

export const trashDayReasonSchema = z.object({
  day: z.string(),
  reason: trashReasonSchema,
  quantity: z.number(),
  valuePaise: z.number().int(),
});

export const disputeTallySchema = z.object({
  driverName: z.string(),
  outletName: z.string(),
  disputes: z.number().int(),
  /** Sent − received, summed: what went missing (negative when more arrived). */
  difference: z.number(),
});
export type DisputeTally = z.infer<typeof disputeTallySchema>;

export const trashReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(trashRowSchema),
  totalValuePaise: z.number().int(),
  /** Rows left out of the total because their product has no price. */
  unpricedRows: z.number().int(),
  byDayAndReason: z.array(trashDayReasonSchema),
  disputes: z.array(disputeTallySchema),
});
export type TrashReport = z.infer<typeof trashReportSchema>;

export const producedRowSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  produced: z.number(),
  sold: z.number(),
  wasted: z.number(),
  /** Every place's stock (outlets, warehouse, vans) at the end of the period's last day. */
  onHand: z.number(),
  /** produced − sold − wasted: what the period made that is neither sold nor thrown away. */
  gap: z.number(),
});
export type ProducedRow = z.infer<typeof producedRowSchema>;

export const producedDaySchema = z.object({ day: z.string(), produced: z.number(), sold: z.number() });

export const stockCoverSchema = z.object({
  outletId: z.string(),
  outletName: z.string(),
  onHand: z.number(),
  averageDailySold: z.number(),
  /** On hand ÷ average daily sales; null when nothing sold there in the period. */
  coverDays: z.number().nullable(),
});
export type StockCover = z.infer<typeof stockCoverSchema>;

export const producedVsSoldSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(producedRowSchema),
  byDay: z.array(producedDaySchema),
  cover: z.array(stockCoverSchema),
});
export type ProducedVsSold = z.infer<typeof producedVsSoldSchema>;

/** One ledger row (a stock move or a wastage booking line) behind a report's figure. */
export const ledgerRowSchema = z.object({
  /** 'move:{id}' or 'wastage:{bookingId}:{itemId}'. */
  ref: z.string(),
  day: z.string(),
  reason: z.string(),
  productName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: z.number(),
  valuePaise: z.number().int().nullable(),
  by: z.string(),
  note: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const drillDownSchema = z.object({
  rows: z.array(ledgerRowSchema),
  /** All rows behind the figure; `rows` holds the first DRILL_DOWN_LIMIT of them. */
  total: z.number().int(),
});
export type DrillDown = z.infer<typeof drillDownSchema>;

// ---------------------------------------------------------------- background runs

export const startReportRunRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('total-trash'), query: trashReportQuerySchema }),
    z.strictObject({ kind: z.literal('produced-vs-sold'), query: producedVsSoldQuerySchema }),
  ],
  { error: 'kind: total-trash or produced-vs-sold' },
);
export type StartReportRunRequest = z.infer<typeof startReportRunRequestSchema>;

export const reportRunIdParamsSchema = z.strictObject({
  runId: z.coerce.number({ error: 'runId: a number' }).int({ error: 'runId: a number' }).positive(),
});

export const reportRunSchema = z.object({
  id: z.number().int(),
  kind: reportKindSchema,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0–100. */
  progress: z.number().int(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const REPORT_MESSAGES = {
  tooLongOnScreen: `To: a period over ${REPORT_ON_SCREEN_MAX_DAYS} days is prepared in the background (Prepare download)`,
  runNotReady: 'The report is not ready yet',
} as const;

/** The file a report's download is called, e.g. Total_Trash_2026-01-01_2026-01-31.xlsx. */
export function reportFileName(kind: ReportKind, from: string, to: string): string {
  const name = kind === 'total-trash' ? 'Total_Trash' : 'Produced_vs_Sold';
  return `${name}_${from}_${to}.xlsx`;
}
