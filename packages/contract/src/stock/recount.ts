import { z } from 'zod';
import { requiredText } from '../movements.ts';
import { countedQuantity } from './ledger.ts';
import { STOCK_PRODUCT } from './stock-product.ts';

// ---------------------------------------------------------------- recount

/** 'Stock Recounts for' the outlet (§2), and its export, '{outlet}_Recount' (§2, §9). */
export const RECOUNT_TITLE = 'Stock Recounts for';
export const recountFileName = (outletName: string) => `${outletName}_Recount.xlsx`;

/** A counted line: counting while its count is open; posted, or held for an admin above the threshold. */
export const COUNT_LINE_STATES = ['counting', 'posted', 'awaiting-approval', 'rejected'] as const;
export type CountLineState = (typeof COUNT_LINE_STATES)[number];
export const COUNT_LINE_STATE_LABELS: Record<CountLineState, string> = {
  counting: 'Counted',
  posted: 'Posted',
  'awaiting-approval': 'Awaiting approval',
  rejected: 'Rejected',
};

export const recountRowSchema = z.object({
  ...STOCK_PRODUCT,
  productType: z.string(),
  /** Stock: what the ledger holds now. */
  stock: z.number(),
  /** Actual: what this count found, null until counted. */
  counted: z.number().nullable(),
  /** What the ledger held the moment it was counted; what posts is counted − expected. */
  expected: z.number().nullable(),
  state: z.enum(COUNT_LINE_STATES).nullable(),
  countedBy: z.string().nullable(),
});
export type RecountRow = z.infer<typeof recountRowSchema>;

export const stockCountSchema = z.object({
  id: z.number(),
  startedAt: z.string(),
  startedBy: z.string(),
});
export type StockCount = z.infer<typeof stockCountSchema>;

export const recountSchema = z.object({
  outletId: z.string(),
  outletName: z.string(),
  /** The open count, or null when none is under way. */
  count: stockCountSchema.nullable(),
  /** A difference above this (either way) waits for an admin (settings: RECOUNT_APPROVAL_ABOVE). */
  approvalAbove: z.number(),
  rows: z.array(recountRowSchema),
});
export type Recount = z.infer<typeof recountSchema>;

/**
 * GET api/common/inventories/stock-recount/{outletId} (§7): the recount list in the inventories'
 * shape, openingStock being the live stock (as everywhere since the ledger) and actual what the
 * open count found.
 */
export const stockRecountRowSchema = z.object({
  productId: z.string(),
  outletId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  productTypeName: z.string(),
  openingStock: z.number(),
  actual: z.number().nullable(),
});
export const stockRecountListSchema = z.array(stockRecountRowSchema);
export const stockRecountParamsSchema = z.strictObject({ outletId: requiredText('outletId', 100) });

export const startCountRequestSchema = z.strictObject({ outletId: requiredText('outletId', 100) });
export type StartCountRequest = z.infer<typeof startCountRequestSchema>;

export const countLineRequestSchema = z.strictObject({
  productId: requiredText('productId', 100),
  /** null clears the line (not counted after all). */
  counted: countedQuantity('Actual').nullable(),
  /**
   * The Stock the screen showed when this figure was typed. The line is refused (409) when the
   * outlet's stock of the product is no longer that, as the server saves it: a line typed offline
   * and sent later is not counted against a delivery that arrived in between.
   */
  stockSeen: z.number({ error: 'Stock: the figure shown when it was counted is missing; count it again' }),
});
export type CountLineRequest = z.infer<typeof countLineRequestSchema>;

/** A line refused because the product's stock moved after it was counted: it must be counted again. */
export const recountStockChangedMessage = (product: string) =>
  `${product}: the stock changed since it was counted (a delivery or another count). Count it again.`;

export const submitCountResponseSchema = z.object({
  posted: z.number(),
  awaitingApproval: z.number(),
  unchanged: z.number(),
});
export type SubmitCountResponse = z.infer<typeof submitCountResponseSchema>;

/** A counted line held for an admin: its difference is above the threshold. */
export const countApprovalSchema = z.object({
  lineId: z.number(),
  countId: z.number(),
  outletId: z.string(),
  outletName: z.string(),
  ...STOCK_PRODUCT,
  counted: z.number(),
  expected: z.number(),
  /** counted − expected: what posts if approved. */
  adjustment: z.number(),
  countedBy: z.string(),
  countedAt: z.string(),
});
export type CountApproval = z.infer<typeof countApprovalSchema>;
export const countApprovalListSchema = z.array(countApprovalSchema);

export const COUNT_DECISIONS = ['approve', 'reject'] as const;
export const decideCountLineRequestSchema = z.strictObject({
  decision: z.enum(COUNT_DECISIONS, { error: 'decision: approve or reject' }),
});
export type DecideCountLineRequest = z.infer<typeof decideCountLineRequestSchema>;
