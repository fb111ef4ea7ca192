import { z } from 'zod';
import { paiseToDecimal } from './money.ts';
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
  orderKindSchema,
  orderReceiptLineSchema,
  orderStatusSchema,
} from './orders.ts';

/** Admin order lists show 1000 orders a page; the pager hides when there is one page (ordering.md §2.9, §9). */
export const ORDER_ADMIN_PAGE_SIZE = 1000;

/** The statuses an admin sets (ordering.md §4); any of them, on any order, in any sequence. */
export const ADMIN_ORDER_STATUSES = ['In Packing', 'In Delivery', 'Delivered'] as const;
export const adminOrderStatusSchema = z.enum(ADMIN_ORDER_STATUSES);
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/**
 * payment_status: 1 is paid (ordering.md §4); 2 is a card payment the gateway took back after it
 * had paid the order (a reversal, chargeback or refund): not paid, but never silently unpaid.
 */
export const PAYMENT_STATUS = { unpaid: 0, paid: 1, reversed: 2 } as const;
export const paymentStatusSchema = z.union([
  z.literal(PAYMENT_STATUS.unpaid),
  z.literal(PAYMENT_STATUS.paid),
  z.literal(PAYMENT_STATUS.reversed),
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export function paymentStatusLabel(status: PaymentStatus): string {
  if (status === PAYMENT_STATUS.paid) return 'Paid';
  return status === PAYMENT_STATUS.reversed ? 'Payment reversed' : 'Unpaid';
}

/** ₹1,00,00,000 in paise: no grocery order comes near it. */
export const MAX_ORDER_AMOUNT_PAISE = 10_000_000_00;

export const ORDER_ADMIN_MESSAGES = {
  amount: 'Amount: a number of rupees, at most 2 decimals',
  amountMax: 'Amount: at most ₹1,00,00,000',
  status: `Status: choose ${ADMIN_ORDER_STATUSES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`,
  nothingToChange: 'Please give an amount or a status',
  from: 'From: a date as YYYY-MM-DD',
  to: 'To: a date as YYYY-MM-DD',
  range: 'To: must not be before From',
  search: 'Search: at most 80 characters',
  orderStatus: `Status: one of ${ORDER_STATUSES.join(', ')}`,
  orderType: `Order type: one of ${ORDER_TYPES.join(', ')}`,
  kind: `Kind: one of ${ORDER_KINDS.join(', ')}`,
  page: 'Page: a whole number from 1',
  pageSize: `Page size: a whole number from 1 to ${ORDER_ADMIN_PAGE_SIZE}`,
  orderId: 'Order id: please give the order id',
  unpaid: 'Unpaid: true or false',
  version: 'Version: the version of the order the change was made on',
  reason: 'Reason: please say why the amount of a paid order changes',
  reasonLength: 'Reason: at most 200 characters',
} as const;

/** An order's amount on the wire: whole paise. The screen reads what an admin types with parseRupees. */
export const orderAmountPaiseSchema = z
  .number({ error: ORDER_ADMIN_MESSAGES.amount })
  .int({ error: ORDER_ADMIN_MESSAGES.amount })
  .min(0, { error: ORDER_ADMIN_MESSAGES.amount })
  .max(MAX_ORDER_AMOUNT_PAISE, { error: ORDER_ADMIN_MESSAGES.amountMax });

const businessDateSchema = (message: string) => z.iso.date({ error: message });

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const RANGE_ISSUE = { error: ORDER_ADMIN_MESSAGES.range, path: ['to'] };

/**
 * The filters both lists and the XLSX export share. Dates are business days in Asia/Kolkata,
 * both ends included. Values arrive as query-string text, hence `unpaid` as 'true' / 'false'.
 */
export const adminOrderFiltersSchema = z
  .strictObject({
    search: z.string().trim().max(80, { error: ORDER_ADMIN_MESSAGES.search }).optional(),
    from: businessDateSchema(ORDER_ADMIN_MESSAGES.from).optional(),
    to: businessDateSchema(ORDER_ADMIN_MESSAGES.to).optional(),
    status: z.enum(ORDER_STATUSES, { error: ORDER_ADMIN_MESSAGES.orderStatus }).optional(),
    orderType: z.enum(ORDER_TYPES, { error: ORDER_ADMIN_MESSAGES.orderType }).optional(),
    kind: z.enum(ORDER_KINDS, { error: ORDER_ADMIN_MESSAGES.kind }).optional(),
    unpaid: z.enum(['true', 'false'], { error: ORDER_ADMIN_MESSAGES.unpaid }).optional(),
  })
  .refine(rangeInOrder, RANGE_ISSUE);
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>;

export const adminOrderListQuerySchema = z
  .strictObject({
    ...adminOrderFiltersSchema.shape,
    page: z.coerce.number({ error: ORDER_ADMIN_MESSAGES.page }).int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number({ error: ORDER_ADMIN_MESSAGES.pageSize })
      .int({ error: ORDER_ADMIN_MESSAGES.pageSize })
      .min(1, { error: ORDER_ADMIN_MESSAGES.pageSize })
      .max(ORDER_ADMIN_PAGE_SIZE, { error: ORDER_ADMIN_MESSAGES.pageSize })
      .default(ORDER_ADMIN_PAGE_SIZE),
  })
  .refine(rangeInOrder, RANGE_ISSUE);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export type AdminOrderListQueryInput = z.input<typeof adminOrderListQuerySchema>;

/** One row of the admin lists. */
export const adminOrderSummarySchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  // Text, not the enum: orders of other variants (the Bangalore hub) must not break the list.
  orderType: z.string(),
  /** A wish list of catalogue items, or an advance order's free-text lists. */
  kind: orderKindSchema,
  /** Set by an admin; paise. */
  amountPaise: z.number().int().nullable(),
  /** Σ quantity × mrp of the lines, each rounded to the paisa: what the customer saw as the estimate. */
  estimatedTotalPaise: z.number().int(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  createdAt: z.string(),
  /** Raised by every change; an edit sends the version it was made on. */
  version: z.number().int(),
  /** The key of the customer's own links (receipt, payment): the payment link carries it. */
  customerKey: z.string(),
  /** The key of the customer's verification link (customerorderverification/{orderId}?key=…). */
  verificationKey: z.string(),
  /** custverfied: the customer has confirmed the delivery item by item. */
  verified: z.boolean(),
  /** overallcustcomment: what the customer said of the whole delivery when verifying. */
  overallComment: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const ORDER_EVENT_FIELDS = ['status', 'amount', 'payment_status'] as const;

/** One change of an order: who (name at the time), when, from and to. */
export const orderEventSchema = z.object({
  field: z.enum(ORDER_EVENT_FIELDS),
  fromValue: z.string().nullable(),
  /** null: the amount was cleared. */
  toValue: z.string().nullable(),
  /** Why, when a paid order's amount was changed. */
  reason: z.string().nullable(),
  changedBy: z.string(),
  changedByUserId: z.number().int().nullable(),
  changedAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  pincode: z.string(),
  others: z.string(),
  paidAt: z.string().nullable(),
  /** Display name of whoever confirmed the payment, as recorded then. */
  paidBy: z.string().nullable(),
  /** None on an advance order: its lists stand in their place. */
  lines: z.array(orderReceiptLineSchema),
  /** An advance order's lists; '' on a wish-list order. */
  vegetablesList: z.string(),
  groceriesList: z.string(),
  history: z.array(orderEventSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderParamsSchema = z.strictObject({
  orderId: z.string().trim().min(1, { error: ORDER_ADMIN_MESSAGES.orderId }).max(40),
});

/** An admin sets the amount, the status, or both at once. */
export const updateOrderRequestSchema = z
  .strictObject({
    /** The order's version the edit was made on: a stale one is refused with 409 and the current values. */
    version: z
      .number({ error: ORDER_ADMIN_MESSAGES.version })
      .int({ error: ORDER_ADMIN_MESSAGES.version })
      .min(1, { error: ORDER_ADMIN_MESSAGES.version })
      .max(2_147_483_647, { error: ORDER_ADMIN_MESSAGES.version }),
    /** null clears it. */
    amountPaise: orderAmountPaiseSchema.nullable().optional(),
    status: z.enum(ADMIN_ORDER_STATUSES, { error: ORDER_ADMIN_MESSAGES.status }).optional(),
    /** Why: required when the amount of a paid order changes; kept in its history. */
    reason: z
      .string({ error: ORDER_ADMIN_MESSAGES.reasonLength })
      .trim()
      .max(200, { error: ORDER_ADMIN_MESSAGES.reasonLength })
      .optional(),
  })
  .refine((r) => r.amountPaise !== undefined || r.status !== undefined, {
    error: ORDER_ADMIN_MESSAGES.nothingToChange,
  });
export type UpdateOrderRequest = z.infer<typeof updateOrderRequestSchema>;

/** How money reached an order that is confirmed by hand. */
export const MANUAL_PAYMENT_METHODS = ['Cash', 'UPI', 'Bank transfer', 'Card', 'Cheque'] as const;
/** The methods whose payments carry a reference a person can look up (a UPI transaction id, a UTR). */
export const METHODS_NEEDING_REFERENCE: readonly string[] = ['UPI', 'Bank transfer'];

export const MANUAL_PAYMENT_MESSAGES = {
  method: `Method: choose ${MANUAL_PAYMENT_METHODS.join(', ')}`,
  reference: 'Reference: please give the transaction id (UPI) or UTR (bank transfer)',
  referenceLength: 'Reference: at most 100 characters',
  amount: 'Amount: the rupees received, more than 0, at most 2 decimals',
  note: 'Note: at most 500 characters',
} as const;

/**
 * The manual payment confirmation (ordering.md §2.9, §7): a POST from a small form, never a GET
 * (an image on any page could otherwise mark an order paid while an admin is signed in). The
 * older ?orderid= name survives as orderId in the body.
 */
export const manualPaymentRequestSchema = z
  .strictObject({
    orderId: z
      .string({ error: ORDER_ADMIN_MESSAGES.orderId })
      .trim()
      .min(1, { error: ORDER_ADMIN_MESSAGES.orderId })
      .max(40, { error: ORDER_ADMIN_MESSAGES.orderId }),
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: MANUAL_PAYMENT_MESSAGES.method }),
    reference: z
      .string({ error: MANUAL_PAYMENT_MESSAGES.reference })
      .trim()
      .max(100, { error: MANUAL_PAYMENT_MESSAGES.referenceLength })
      .default(''),
    amountPaise: z
      .number({ error: MANUAL_PAYMENT_MESSAGES.amount })
      .int({ error: MANUAL_PAYMENT_MESSAGES.amount })
      .min(1, { error: MANUAL_PAYMENT_MESSAGES.amount })
      .max(MAX_ORDER_AMOUNT_PAISE, { error: ORDER_ADMIN_MESSAGES.amountMax }),
    note: z
      .string({ error: MANUAL_PAYMENT_MESSAGES.note })
      .trim()
      .max(500, { error: MANUAL_PAYMENT_MESSAGES.note })
      .default(''),
  })
  .superRefine((payment, ctx) => {
    if (METHODS_NEEDING_REFERENCE.includes(payment.method) && payment.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: MANUAL_PAYMENT_MESSAGES.reference });
    }
  });
export type ManualPaymentRequest = z.input<typeof manualPaymentRequestSchema>;
export type ManualPayment = z.output<typeof manualPaymentRequestSchema>;

export const paymentConfirmationSchema = z.object({
  orderId: z.string(),
  /** true when someone had already confirmed it: nothing was changed by this call. */
  alreadyPaid: z.boolean(),
  paidAt: z.string().nullable(),
  /** Who confirmed it, first time round (null if it was paid some other way and nobody is recorded). */
  paidBy: z.string().nullable(),
  /** What the pop-up says. */
  message: z.string(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

const ORDER_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026, 6:05 pm" in business time, on screen, in the PDF and in the export alike. */
export function formatOrderTime(iso: string): string {
  return ORDER_TIME.format(new Date(iso));
}

/** Amounts as the history stores them: two decimals, no grouping ("1250.50"). */
export function formatOrderAmount(amountPaise: number): string {
  return paiseToDecimal(amountPaise);
}

/**
 * The link a customer pays an order with, built from its id and amount (ordering.md §9): none
 * until an admin has set the amount. It carries the order's customer key too: an order id is
 * guessable, and the payment page shows the order and sends the customer's name to the gateway.
 */
export function makePaymentLink(
  origin: string,
  order: { orderId: string; amountPaise: number | null; customerKey: string },
): string | null {
  if (order.amountPaise === null) return null;
  const params = new URLSearchParams({
    orderid: order.orderId,
    amount: formatOrderAmount(order.amountPaise),
    key: order.customerKey,
  });
  return `${origin.replace(/\/+$/, '')}/payment?${params.toString()}`;
}
