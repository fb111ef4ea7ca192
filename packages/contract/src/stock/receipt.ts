import { z } from 'zod';
import { optionalText, requiredText } from '../movements.ts';
import { disputeReasonSchema } from './disputes.ts';
import { countedQuantity } from './ledger.ts';
import { STOCK_PRODUCT } from './stock-product.ts';

/** 'Confirm Dispatch for {date}' (§2), the date as the screens write it. */
export const receiptDialogTitle = (dateLabel: string) => `Confirm Dispatch for ${dateLabel}`;

// ---------------------------------------------------------------- receipt

/** A line in transit to an outlet, as Stock Received lists it. */
export const receiptLineSchema = z.object({
  lineId: z.number(),
  dispatchId: z.number(),
  dispatchLabel: z.string(),
  ...STOCK_PRODUCT,
  /** 'dispatched' while in transit (§4). */
  status: z.literal('dispatched'),
  /** From: who sent it ('Warehouse · Kitchen'). */
  from: z.string(),
  quantitySent: z.number(),
  driverName: z.string(),
  vehicleNumber: z.string(),
  dispatchedAt: z.string(),
  day: z.string(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;
export const receiptLineListSchema = z.array(receiptLineSchema);

/** A received quantity that differs from the sent one needs its reason: the form and the API say it alike. */
export function receiptReasonMessage(product: string, received: number, sent: number): string {
  return `${product}: ${received} received of ${sent} sent: please give a reason`;
}

export const confirmReceiptRequestSchema = z.strictObject({
  outletId: requiredText('outletId', 100),
  lines: z
    .array(
      z.strictObject({
        lineId: z.number({ error: 'lineId: a number' }).int().positive(),
        quantityReceived: countedQuantity('Actual Received'),
        reason: disputeReasonSchema.nullish(),
      }),
      { error: 'lines: a list of received lines' },
    )
    .min(1, { error: 'Actual Received: nothing to confirm' })
    .max(5000, { error: 'lines: at most 5000 lines' }),
});
export type ConfirmReceiptRequest = z.infer<typeof confirmReceiptRequestSchema>;

export const confirmReceiptResponseSchema = z.object({
  received: z.number(),
  disputes: z.number(),
  /** Lines somebody had already received (another device, a retry): left as they were. */
  alreadyReceived: z.array(z.object({ lineId: z.number(), receivedBy: z.string() })),
});
export type ConfirmReceiptResponse = z.infer<typeof confirmReceiptResponseSchema>;

/**
 * PUT api/inventory/product-movement/bulk/upsert (operations.md §7): the older client's Confirm on
 * stock received, one row per line store-dispatches listed (its id), folder_id 'received'.
 */
export const receiptUpsertRowSchema = z.strictObject({
  id: z
    .number({ error: 'id: the id store-dispatches gave the line' })
    .int({ error: 'id: the id store-dispatches gave the line' })
    .positive({ error: 'id: the id store-dispatches gave the line' })
    .max(2_147_483_647, { error: 'id: the id store-dispatches gave the line' }),
  name: optionalText('name'),
  product_id: requiredText('product_id', 100),
  receiver_id: optionalText('receiver_id'),
  receiver_outlet_id: requiredText('receiver_outlet_id', 100),
  outlet_id: optionalText('outlet_id', 100),
  quantity_sent: z.number({ error: 'quantity_sent: a number' }).nullish(),
  quantity_received: countedQuantity('quantity_received'),
  folder_id: z.literal('received', { error: "folder_id: 'received'" }),
  batch_id: optionalText('batch_id', 100),
});
export type ReceiptUpsertRow = z.infer<typeof receiptUpsertRowSchema>;
export const receiptUpsertSchema = z
  .array(receiptUpsertRowSchema, { error: 'Please send a list of received lines' })
  .min(1, { error: 'Please send at least one received line' })
  .max(5000, { error: 'At most 5000 lines in one confirm' });
