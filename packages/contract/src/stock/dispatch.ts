import { z } from 'zod';
import { quantitySchema, requiredText } from '../movements.ts';
import { STOCK_MESSAGES } from './ledger.ts';
import { STOCK_PRODUCT } from './stock-product.ts';

/** 'D{order} Dispatch for {outlet}' (§2). */
export const dispatchBlockTitle = (order: number, outletName: string) =>
  `D${order} Dispatch for ${outletName}`;

/** A dispatch is saved (editable), then dispatched (in transit on a trip), then received. */
export const DISPATCH_STATES = ['saved', 'dispatched', 'received'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

export const dispatchPlanQuerySchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  outletId: requiredText('outletId', 100),
});

// ---------------------------------------------------------------- dispatch

/** One product of the Daily Dispatch table: what planning sent to the outlet and what goes. */
export const dispatchPlanLineSchema = z.object({
  ...STOCK_PRODUCT,
  /** Total Planned: what today's planning asked for this outlet. */
  planned: z.number(),
  /** Total Sent: the saved dispatch's quantity, else the planned one. */
  sent: z.number(),
  /** What the warehouse holds now (the live ledger). */
  warehouseOnHand: z.number(),
});
export type DispatchPlanLine = z.infer<typeof dispatchPlanLineSchema>;

export const dispatchPlanSchema = z.object({
  teamId: z.string(),
  outletId: z.string(),
  day: z.string(),
  /** Batches Involved: the planning batches the lines come from. */
  batches: z.array(z.string()),
  /** The saved (not yet confirmed) dispatch these quantities come from, if any. */
  savedDispatchId: z.number().nullable(),
  /** Every product planning sent the outlet today, or the saved dispatch holds. */
  lines: z.array(dispatchPlanLineSchema),
});
export type DispatchPlan = z.infer<typeof dispatchPlanSchema>;

export const saveDispatchRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  outletId: requiredText('outletId', 100),
  lines: z
    .array(
      z.strictObject({
        productId: requiredText('productId', 100),
        quantitySent: quantitySchema('Total Sent'),
      }),
      { error: 'lines: a list of products' },
    )
    .min(1, { error: 'Total Sent: please send at least one product' })
    .max(5000, { error: 'lines: at most 5000 products' }),
});
export type SaveDispatchRequest = z.infer<typeof saveDispatchRequestSchema>;

export const dispatchLineSchema = z.object({
  id: z.number(),
  ...STOCK_PRODUCT,
  quantityPlanned: z.number(),
  quantitySent: z.number(),
  quantityReceived: z.number().nullable(),
});
export type DispatchLine = z.infer<typeof dispatchLineSchema>;

export const dispatchSchema = z.object({
  id: z.number(),
  /** The nth dispatch of the team's day: 'D{order}'. */
  order: z.number(),
  day: z.string(),
  teamId: z.string(),
  outletId: z.string(),
  outletName: z.string(),
  state: z.enum(DISPATCH_STATES),
  createdBy: z.string(),
  trip: z
    .object({
      id: z.number(),
      driverName: z.string(),
      vehicleNumber: z.string(),
      dispatchedAt: z.string(),
      dispatchedBy: z.string(),
    })
    .nullable(),
  lines: z.array(dispatchLineSchema),
});
export type Dispatch = z.infer<typeof dispatchSchema>;
export const dispatchListSchema = z.array(dispatchSchema);

export const confirmDispatchRequestSchema = z
  .object({
    driverId: z.number({ error: STOCK_MESSAGES.chooseDriver }).int().positive().nullish(),
    vehicleId: z.number({ error: STOCK_MESSAGES.chooseVehicle }).int().positive().nullish(),
  })
  .strict()
  // §5: the driver is checked first, then the vehicle; each names its field.
  .superRefine((value, ctx) => {
    if (value.driverId == null) {
      ctx.addIssue({ code: 'custom', path: ['driverId'], message: STOCK_MESSAGES.chooseDriver });
    } else if (value.vehicleId == null) {
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: STOCK_MESSAGES.chooseVehicle });
    }
  });
export type ConfirmDispatchRequest = z.infer<typeof confirmDispatchRequestSchema>;

// ---------------------------------------------------------------- missed dispatches

/** A product planning sent an outlet on a past day that no dispatch of that day carried (in full). */
export const missedDispatchSchema = z.object({
  day: z.string(),
  outletId: z.string(),
  outletName: z.string(),
  ...STOCK_PRODUCT,
  planned: z.number(),
  sent: z.number(),
  missed: z.number(),
});
export type MissedDispatch = z.infer<typeof missedDispatchSchema>;
export const missedDispatchListSchema = z.array(missedDispatchSchema);
