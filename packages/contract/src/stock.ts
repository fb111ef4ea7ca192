import { z } from 'zod';
import { decimalPlaces, QUANTITY_DECIMALS } from './money.ts';
import { optionalText, quantitySchema, requiredText } from './movements.ts';

/**
 * Stock that moves (operations.md §2, §4, §5, §8): live on-hand stock from the ledger, dispatch
 * from the warehouse to an outlet with a driver and a vehicle, receipt at the outlet, and the
 * disputes a difference opens.
 */

/** The spec's words (§5, §8), used to the letter by the pages and the API alike. */
export const STOCK_MESSAGES = {
  dispatchCreated: 'Dispatch Created!',
  dispatchSubmitted: 'Dispatch Submitted!',
  receivedUpdated: 'Received Items Updated!',
  chooseDriver: 'Please choose a driver',
  chooseVehicle: 'Please choose a vehicle',
  somethingWrong: 'Something went wrong!',
  receiptQuestion: 'Are you sure you want to confirm the stock received?',
} as const;

/** 'Confirm Dispatch for {date}' (§2), the date as the screens write it. */
export const receiptDialogTitle = (dateLabel: string) => `Confirm Dispatch for ${dateLabel}`;

/** 'D{order} Dispatch for {outlet}' (§2). */
export const dispatchBlockTitle = (order: number, outletName: string) =>
  `D${order} Dispatch for ${outletName}`;

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

/** A dispatch is saved (editable), then dispatched (in transit on a trip), then received. */
export const DISPATCH_STATES = ['saved', 'dispatched', 'received'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

/** A product as every stock list names it, with the unit its quantities are counted in ('pc' or 'packs'). */
const STOCK_PRODUCT = {
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  unit: z.string(),
};

const idSchema = (field: string) =>
  z.coerce
    .number({ error: `${field}: a number` })
    .int({ error: `${field}: a whole number` })
    .positive({ error: `${field}: a whole number from 1` })
    .max(2_147_483_647, { error: `${field}: no such ${field}` });

export const dispatchPlanQuerySchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  outletId: requiredText('outletId', 100),
});
export const stockOutletQuerySchema = z.strictObject({ outletId: requiredText('outletId', 100) });
export const stockIdParamsSchema = z.strictObject({ id: idSchema('id') });

// ---------------------------------------------------------------- drivers and vehicles

export const driverSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The trip in transit today this driver is on, if any: they cannot drive another vehicle. */
  busy: z.object({ tripId: z.number(), vehicleNumber: z.string(), since: z.string() }).nullable(),
});
export type Driver = z.infer<typeof driverSchema>;

export const vehicleSchema = z.object({
  id: z.number(),
  number: z.string(),
  busy: z.object({ tripId: z.number(), driverName: z.string(), since: z.string() }).nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const transportSchema = z.object({ drivers: z.array(driverSchema), vehicles: z.array(vehicleSchema) });
export type Transport = z.infer<typeof transportSchema>;

/** Indian mobile: ten digits from 6, spaces and a +91 allowed. */
const PHONE = /^(\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/;

export const createDriverRequestSchema = z.strictObject({
  name: requiredText("Driver's Name", 100),
  phone: z
    .string({ error: 'Phone: ten digits' })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), { error: 'Phone: a ten-digit mobile number' })
    .nullish(),
});
export type CreateDriverRequest = z.infer<typeof createDriverRequestSchema>;

/** 'TN 09 AB 1234', 'TN09AB1234', 'KA-01-X-9': letters, digits, spaces and dashes. */
const VEHICLE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,19}$/;
export const createVehicleRequestSchema = z.strictObject({
  number: requiredText('Vehicle Number', 20).refine((v) => VEHICLE.test(v), {
    error: 'Vehicle Number: letters and digits, like TN 09 AB 1234',
  }),
});
export type CreateVehicleRequest = z.infer<typeof createVehicleRequestSchema>;

/** Compared as the plate reads without spaces or dashes; kept in capitals with single spaces, as typed otherwise. */
export function vehicleKey(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

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

/** '3 pc', '1 pack', '2.5 packs': a stock quantity with its unit (stockUnit on the server). */
export function formatStockQuantity(quantity: number, unit: string): string {
  if (unit === 'packs') return `${quantity} ${quantity === 1 ? 'pack' : 'packs'}`;
  return `${quantity} ${unit}`;
}

/** A received quantity that differs from the sent one needs its reason: the form and the API say it alike. */
export function receiptReasonMessage(product: string, received: number, sent: number): string {
  return `${product}: ${received} received of ${sent} sent: please give a reason`;
}

/** A quantity somebody counted (received, on the shelf): 0 or more, to the gram, named by its column. */
export function countedQuantity(label: string) {
  return z
    .number({ error: `${label}: a number` })
    .min(0, { error: `${label}: 0 or more` })
    .max(1_000_000, { error: `${label}: at most 1000000` })
    .refine((q) => decimalPlaces(q) <= QUANTITY_DECIMALS, {
      error: `${label}: at most ${QUANTITY_DECIMALS} decimals (to the gram)`,
    });
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

// ---------------------------------------------------------------- trips

/** A van on the road (Stocks Dispatch, Transport): who drives it, since when, and what it still carries. */
export const tripSchema = z.object({
  id: z.number(),
  day: z.string(),
  driverName: z.string(),
  driverPhone: z.string().nullable(),
  vehicleNumber: z.string(),
  since: z.string(),
  startedBy: z.string(),
  /** The dispatches it took, each to its outlet: D1 to Adyar, D2 to T.Nagar. */
  dispatches: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      outletId: z.string(),
      outletName: z.string(),
      /** null for a store's return. */
      teamName: z.string().nullable(),
      state: z.enum(DISPATCH_STATES),
    }),
  ),
  /** What is on it now, from the ledger: lines not yet received, and shortfalls not yet settled. */
  carrying: z.array(
    z.object({
      ...STOCK_PRODUCT,
      quantity: z.number(),
    }),
  ),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripListSchema = z.array(tripSchema);
export const tripListQuerySchema = z.strictObject({ outletId: z.string().trim().max(100).optional() });

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

// ---------------------------------------------------------------- real-time inventory

/** A column of the real-time inventory: the warehouse, each outlet, and everything in transit. */
export const IN_TRANSIT = 'in-transit';
export const inventoryGridSchema = z.object({
  places: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      variantName: z.string(),
      productType: z.string(),
      teamId: z.string().nullable(),
      unit: z.string(),
      /** By place key (an outlet id, or IN_TRANSIT); a place holding none is left out. */
      quantities: z.record(z.string(), z.number()),
    }),
  ),
});
export type InventoryGrid = z.infer<typeof inventoryGridSchema>;

export const stockMovesQuerySchema = z.strictObject({
  productId: requiredText('productId', 100),
  /** An outlet id, or IN_TRANSIT for every trip. */
  place: requiredText('place', 100),
});

/** One move behind a number: into the place (above 0) or out of it (below 0). */
export const stockMoveRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  day: z.string(),
  reason: z.string(),
  change: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string(),
  /** What caused it, in words: 'D2 to Adyar', 'Production Log', 'dispute 14'. */
  cause: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMoveRow = z.infer<typeof stockMoveRowSchema>;
export const stockMoveListSchema = z.array(stockMoveRowSchema);

// ---------------------------------------------------------------- on hand

export const onHandRowSchema = z.object({
  ...STOCK_PRODUCT,
  quantity: z.number(),
});
export const onHandSchema = z.object({ outletId: z.string(), rows: z.array(onHandRowSchema) });
export type OnHand = z.infer<typeof onHandSchema>;

/** Where the ledger and the balances disagree (the balance check); empty when all is well. */
export const balanceDifferenceSchema = z.object({
  place: z.string(),
  productId: z.string(),
  ledger: z.number(),
  balance: z.number(),
});
export type BalanceDifference = z.infer<typeof balanceDifferenceSchema>;

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
});
export type CountLineRequest = z.infer<typeof countLineRequestSchema>;

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
