import { z } from 'zod';
import { businessDay } from './business-time.ts';
import { decimalPlaces, QUANTITY_DECIMALS, sumQuantities } from './money.ts';
import { MAX_QUANTITY, optionalText, quantitySchema, requiredText } from './movements.ts';

/**
 * The monthly carry-over (operations.md §2, §3, §5, §7, §9) and material issue notes (decision 018):
 * at a month's end the warehouse counts what it holds, by supplier, product and section; posting
 * it closes the month, and its quantities open the next one. A material issue note records what the
 * godown issued to a section on a day.
 */

/** §9: where carried stock lies. GODOWN is the warehouse's store; the others are its sections. */
export const CARRY_OVER_SECTIONS = ['GODOWN', 'BAKERY', 'KITCHEN', 'PACKING'] as const;
export const carryOverSectionSchema = z.enum(CARRY_OVER_SECTIONS, {
  error: `section: one of ${CARRY_OVER_SECTIONS.join(', ')}`,
});
export type CarryOverSection = z.infer<typeof carryOverSectionSchema>;

/** The sections the godown issues materials to (a note never issues to the godown itself). */
export const ISSUE_SECTIONS = ['BAKERY', 'KITCHEN', 'PACKING'] as const;
export const issueSectionSchema = z.enum(ISSUE_SECTIONS, {
  error: `section: one of ${ISSUE_SECTIONS.join(', ')}`,
});
export type IssueSection = z.infer<typeof issueSectionSchema>;

export const CARRY_OVER_MESSAGES = {
  /** §5: every row was 0, so nothing is sent. */
  nothingToSave: 'Nothing to save: every quantity is 0',
  saved: 'Carry-over saved: the month is closed',
  confirmTitle: 'Close the month?',
  issued: 'Material issue note saved',
} as const;

// ---------------------------------------------------------------------------------------------
// Months

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const monthSchema = z.string({ error: 'month: a month as YYYY-MM' }).regex(MONTH_PATTERN, {
  error: 'month: a month as YYYY-MM',
});

/** The month (YYYY-MM) of a business day (YYYY-MM-DD). */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The first day of a month as YYYY-MM-DD. */
export const firstDayOfMonth = (month: string): string => `${month}-01`;

/** The last day of a month as YYYY-MM-DD: 2028-02 → 2028-02-29. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The month `offset` months from `month`: ('2026-01', -1) → '2025-12'. */
export function addMonths(month: string, offset: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNo - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNo - 1]} ${year}`;
}

/**
 * The month a carry-over is for unless one is chosen (decision 018): the current month on its last
 * day (the count is taken that evening), otherwise the month before. A month can be closed from its
 * last day on, never earlier: closing it sooner would refuse the rest of its days' moves.
 */
export function defaultCarryOverMonth(today: string = businessDay()): string {
  const month = monthOfDay(today);
  return today === lastDayOfMonth(month) ? month : addMonths(month, -1);
}

/** Whether a month may be carried over on `today`: from its last day on. */
export const canCloseMonth = (month: string, today: string = businessDay()): boolean =>
  today >= lastDayOfMonth(month);

// ---------------------------------------------------------------------------------------------
// The carry-over entry (§3) and its call (§7)

/** A carried quantity: 0 is allowed in the request (and skipped), never negative. */
const carriedQuantitySchema = z
  .number({ error: 'quantity: a number' })
  .min(0, { error: 'quantity: 0 or more' })
  .max(MAX_QUANTITY, { error: `quantity: at most ${MAX_QUANTITY}` })
  .refine((q) => decimalPlaces(q) <= QUANTITY_DECIMALS, {
    error: `quantity: at most ${QUANTITY_DECIMALS} decimals (to the gram)`,
  });

/** §3 Monthly carry-over entry, as the older client sends it. */
export const carryOverEntrySchema = z.strictObject({
  product_id: requiredText('product_id', 100),
  supplier_id: requiredText('supplier_id', 100),
  quantity: carriedQuantitySchema,
  unit: requiredText('unit', 40),
  section: carryOverSectionSchema,
  name: requiredText('name'),
});
export type CarryOverEntry = z.infer<typeof carryOverEntrySchema>;

/** POST /api/inventory/bulk/monthly: the rows of one or more suppliers. */
export const carryOverBulkSchema = z
  .array(carryOverEntrySchema, { error: 'a list of carry-over entries' })
  .max(20_000, { error: 'at most 20000 entries' });

/** The month it is for: the default month (defaultCarryOverMonth) when not given. */
export const carryOverBulkQuerySchema = z.strictObject({ month: monthSchema.optional() });

/** §5: rows with quantity 0 are skipped; an empty result means nothing is sent. */
export function carryOverRowsToSend<T extends { quantity: number }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.quantity !== 0);
}

export const carryOverQuerySchema = z.strictObject({
  month: monthSchema,
  supplierId: requiredText('supplierId', 100),
});

export const carryOverRowSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  unit: z.string(),
  section: carryOverSectionSchema,
  quantity: z.number(),
  /** What the ledger held in the warehouse at the month's end (all sections together). */
  ledgerClosing: z.number(),
});
export type CarryOverRow = z.infer<typeof carryOverRowSchema>;

/** One supplier's carry-over sheet for a month: the ledger's closing to start from, or what was posted. */
export const carryOverSheetSchema = z.object({
  month: z.string(),
  supplierId: z.string(),
  lastDay: z.string(),
  /** Whether the month may be carried over today (from its last day on) and is not already carried for this supplier. */
  canSave: z.boolean(),
  /** Why not, in words, when it may not. */
  cannotSaveReason: z.string().nullable(),
  closed: z.object({ closedByName: z.string(), closedAt: z.string() }).nullable(),
  /** This supplier's posted carry-over: rows are then what was carried, read-only. */
  carried: z.object({ postedByName: z.string(), postedAt: z.string() }).nullable(),
  rows: z.array(carryOverRowSchema),
});
export type CarryOverSheet = z.infer<typeof carryOverSheetSchema>;

export const carryOverResultSchema = z.object({
  month: z.string(),
  closedByThis: z.boolean(),
  carryOvers: z.array(z.object({ id: z.number(), supplierId: z.string(), products: z.number() })),
  /** Adjustment moves posted (products whose count differed from the ledger). */
  adjustments: z.number(),
});
export type CarryOverResult = z.infer<typeof carryOverResultSchema>;

/** The counted quantity per product of a carry-over: its rows summed over the sections, exactly. */
export function countedByProduct(
  rows: readonly { product_id: string; quantity: number }[],
): Map<string, number> {
  const counted = new Map<string, number>();
  for (const row of rows)
    counted.set(row.product_id, sumQuantities([counted.get(row.product_id) ?? 0, row.quantity]));
  return counted;
}

// ---------------------------------------------------------------------------------------------
// Material issue notes

export const MATERIAL_ISSUE_PREFIX = 'MIN';

/** 'MIN/2026-27/00001': consecutive per financial year, five digits. */
export function formatIssueNoteNumber(options: { financialYear: string; sequence: number }): string {
  if (!Number.isSafeInteger(options.sequence) || options.sequence < 1) {
    throw new RangeError(`issue note sequence: from 1: ${options.sequence}`);
  }
  return `${MATERIAL_ISSUE_PREFIX}/${options.financialYear}/${String(options.sequence).padStart(5, '0')}`;
}

export const materialIssueLineInputSchema = z.strictObject({
  productId: requiredText('productId', 100),
  quantity: quantitySchema('quantity'),
  unit: requiredText('unit', 40),
});

export const materialIssueRequestSchema = z.strictObject({
  section: issueSectionSchema,
  issueDay: z.iso.date({ error: 'issueDay: a date as YYYY-MM-DD' }),
  receivedBy: requiredText('receivedBy', 100),
  remarks: optionalText('remarks', 500),
  lines: z
    .array(materialIssueLineInputSchema, { error: 'lines: at least one product' })
    .min(1, { error: 'lines: at least one product' })
    .max(200, { error: 'lines: at most 200 products' }),
});
export type MaterialIssueRequest = z.infer<typeof materialIssueRequestSchema>;

export const materialIssueNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  section: issueSectionSchema,
  issueDay: z.string(),
  receivedBy: z.string(),
  remarks: z.string(),
  issuedByName: z.string(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number(),
      productId: z.string(),
      productName: z.string(),
      variantName: z.string(),
      quantity: z.number(),
      unit: z.string(),
    }),
  ),
});
export type MaterialIssueNote = z.infer<typeof materialIssueNoteSchema>;
export const materialIssueNoteListSchema = z.array(materialIssueNoteSchema);

export const materialIssueListQuerySchema = z.strictObject({
  /** Matches the number, who received it, a product's name or id. */
  search: z.string().trim().max(100, { error: 'search: at most 100 characters' }).optional(),
  section: issueSectionSchema.optional(),
  from: z.iso.date({ error: 'from: a date as YYYY-MM-DD' }).optional(),
  to: z.iso.date({ error: 'to: a date as YYYY-MM-DD' }).optional(),
});
export type MaterialIssueListQuery = z.infer<typeof materialIssueListQuerySchema>;

export const materialIssueIdParamsSchema = z.strictObject({
  noteId: z.coerce.number({ error: 'noteId: a number' }).int().positive({ error: 'noteId: a number' }),
});

/** Most notes one list or export holds; narrow by dates or search for older ones. */
export const MATERIAL_ISSUE_LIST_LIMIT = 500;

export const issueProductSearchQuerySchema = z.strictObject({
  search: z
    .string({ error: 'search: a product name or id' })
    .trim()
    .min(1, { error: 'search: a product name or id' })
    .max(100, { error: 'search: at most 100 characters' }),
});

export const issueProductListSchema = z.array(
  z.object({ id: z.string(), name: z.string(), variantName: z.string(), unit: z.string() }),
);
export type IssueProduct = z.infer<typeof issueProductListSchema>[number];
