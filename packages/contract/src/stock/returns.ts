import { z } from 'zod';
import { quantitySchema, requiredText } from '../movements.ts';
import { STOCK_MESSAGES } from './ledger.ts';
import { STOCK_PRODUCT } from './stock-product.ts';

// ---------------------------------------------------------------- returns

/** Why a store sends stock back to the warehouse (Send Stocks from Store). */
export const RETURN_REASONS = ['unsold', 'expiring', 'damaged', 'wrong-item', 'excess'] as const;
export const returnReasonSchema = z.enum(RETURN_REASONS, { error: 'Reason: please choose why it goes back' });
export type ReturnReason = z.infer<typeof returnReasonSchema>;
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  unsold: 'Unsold',
  expiring: 'Expiring soon',
  damaged: 'Damaged',
  'wrong-item': 'Wrong item sent',
  excess: 'More than needed',
};
export const STOCK_RETURNED = 'Sent to the warehouse!';

/** Send Stocks from Store: what a store sends back, with the driver and the vehicle that take it. */
export const sendReturnRequestSchema = z
  .strictObject({
    outletId: requiredText('outletId', 100),
    driverId: z.number({ error: STOCK_MESSAGES.chooseDriver }).int().positive().nullish(),
    vehicleId: z.number({ error: STOCK_MESSAGES.chooseVehicle }).int().positive().nullish(),
    reason: returnReasonSchema,
    lines: z
      .array(
        z.strictObject({
          productId: requiredText('productId', 100),
          quantity: quantitySchema('Send'),
        }),
        { error: 'lines: a list of products to send' },
      )
      .min(1, { error: 'Send: choose at least one product to send' })
      .max(5000, { error: 'lines: at most 5000 lines' }),
  })
  // §5: the driver first, then the vehicle, as on Daily Dispatch Confirm.
  .superRefine((value, ctx) => {
    if (value.driverId == null) {
      ctx.addIssue({ code: 'custom', path: ['driverId'], message: STOCK_MESSAGES.chooseDriver });
    } else if (value.vehicleId == null) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: STOCK_MESSAGES.chooseVehicle });
    }
  });
export type SendReturnRequest = z.infer<typeof sendReturnRequestSchema>;

/** A store's return, as Returned to Warehouse lists it. */
export const stockReturnSchema = z.object({
  id: z.number(),
  /** R{order}: the store's nth return of the day. */
  label: z.string(),
  day: z.string(),
  fromOutletId: z.string(),
  fromOutletName: z.string(),
  reason: returnReasonSchema,
  state: z.enum(['dispatched', 'received']),
  driverName: z.string(),
  vehicleNumber: z.string(),
  sentAt: z.string(),
  sentBy: z.string(),
  lines: z.array(
    z.object({
      ...STOCK_PRODUCT,
      quantitySent: z.number(),
      quantityReceived: z.number().nullable(),
      receivedBy: z.string().nullable(),
    }),
  ),
});
export type StockReturn = z.infer<typeof stockReturnSchema>;
export const stockReturnListSchema = z.array(stockReturnSchema);
