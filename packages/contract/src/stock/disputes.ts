import { z } from 'zod';
import { STOCK_PRODUCT } from './stock-product.ts';

/** Why a received quantity differs from what was sent. */
export const DISPUTE_REASONS = ['short', 'damaged', 'excess', 'wrong-item', 'spoiled-in-transit'] as const;
export const disputeReasonSchema = z.enum(DISPUTE_REASONS, {
  error: `reason: one of ${DISPUTE_REASONS.join(', ')}`,
});
export type DisputeReason = z.infer<typeof disputeReasonSchema>;
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  short: 'Short',
  damaged: 'Damaged',
  excess: 'Excess',
  'wrong-item': 'Wrong item',
  'spoiled-in-transit': 'Spoiled in transit',
};

/** How a dispute is settled, each a movement on the ledger (what stayed in transit goes somewhere). */
export const DISPUTE_RESOLUTIONS = ['written-off', 'found', 'returned'] as const;
export const disputeResolutionSchema = z.enum(DISPUTE_RESOLUTIONS, {
  error: 'Resolution: please choose written off, found or returned',
});
export type DisputeResolution = z.infer<typeof disputeResolutionSchema>;
export const DISPUTE_RESOLUTION_LABELS: Record<DisputeResolution, string> = {
  'written-off': 'Written off',
  found: 'Found at the outlet',
  returned: 'Returned to the warehouse',
};

// ---------------------------------------------------------------- disputes

export const disputeSchema = z.object({
  id: z.number(),
  ...STOCK_PRODUCT,
  /** 'open' or the resolution. */
  status: z.union([z.literal('open'), disputeResolutionSchema]),
  reason: disputeReasonSchema,
  from: z.string(),
  to: z.string(),
  toOutletId: z.string(),
  receivedBy: z.string(),
  quantitySent: z.number(),
  quantityReceived: z.number(),
  /** Sent − received: above 0 short, below 0 excess. */
  mismatch: z.number(),
  driverName: z.string(),
  vehicleNumber: z.string(),
  openedAt: z.string(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeListSchema = z.array(disputeSchema);

export const disputeListQuerySchema = z.strictObject({
  outletId: z.string().trim().max(100).optional(),
  state: z.enum(['open', 'resolved'], { error: 'state: open or resolved' }).optional(),
});

const NOTE_MISSING = 'Note: please say who checked and what they found';
export const resolveDisputeRequestSchema = z.strictObject({
  resolution: disputeResolutionSchema,
  note: z
    .string({ error: NOTE_MISSING })
    .trim()
    .min(1, { error: NOTE_MISSING })
    .max(500, { error: 'Note: at most 500 characters' }),
});
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;
