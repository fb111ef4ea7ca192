import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  decimalPlaces,
  lineTotalPaise,
  QUANTITY_DECIMALS,
  quantityPrecisionProblem,
  sumPaise,
} from './money.ts';

/** The business's name, as the Bangalore pickup order type carries it (ordering.md §9). */
export const COMPANY_NAME = 'Kadai';

/** The six Chennai order types, in the order the main form's radio group shows them (ordering.md §9). */
export const CHENNAI_ORDER_TYPES = [
  'Adyar Store Pickup',
  'Alwarpet Store Pickup',
  'Neelankarai Store Pickup',
  'T.Nagar Store Pickup',
  'Door Delivery',
  'Pickup',
] as const;

/** The Bangalore form's one order type: pickup at the hub, paid by card (ordering.md §2.3, §9). */
export const BANGALORE_HUB_PICKUP = `${COMPANY_NAME} Bangalore Hub Pickup` as const;
export const BANGALORE_ORDER_TYPES = [BANGALORE_HUB_PICKUP] as const;

/** Every order type an order may carry. */
export const ORDER_TYPES = [...CHENNAI_ORDER_TYPES, ...BANGALORE_ORDER_TYPES] as const;

/** A Bangalore order is charged by card: its amount is set by the server from the catalogue when placed. */
export function isCardPaidOrderType(orderType: string): boolean {
  return (BANGALORE_ORDER_TYPES as readonly string[]).includes(orderType);
}
export const orderTypeSchema = lazySchema(() => z.enum(ORDER_TYPES));
export type OrderType = z.infer<typeof orderTypeSchema>;

/** A new order's status; the thank-you page shows it as received (operations.md §3, ordering.md §4). */
export const ORDER_PLACED = 'Order Placed';
export const ORDER_STATUSES = [ORDER_PLACED, 'In Packing', 'In Delivery', 'Delivered'] as const;
export const orderStatusSchema = lazySchema(() => z.enum(ORDER_STATUSES));
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const SPECIAL_INSTRUCTIONS_ROWS = 8;

/** The ordering.md §5 messages, word for word; the form and the API show the same ones. */
export const ORDER_FORM_MESSAGES = {
  firstName: 'Please input your first name!',
  email: 'Please input your valid email!',
  phone: 'Please input your phone number!',
  address1: 'Please input your address1',
  city: 'Please input your City',
  pincode: 'Please input your Pincode',
  orderType: 'Please input your order type!',
  // The advance form requires these two as well (ordering.md §5 names no message): said in the
  // voice of the two beside them.
  lastName: 'Please input your last name!',
  address2: 'Please input your address2',
  // Formats are ours to choose (the spec shows none): said in the same voice.
  phoneFormat: 'Please input a valid 10-digit phone number!',
  pincodeFormat: 'Please input a valid 6-digit Pincode',
  nothingOrdered: 'Please add at least one item or a special instruction',
  nothingToPay: 'Please add at least one item to pay for',
  quantity: 'Quantity must be a positive number',
  quantityPrecision: 'Quantity: at most 3 decimals (to the gram)',
  quantityWhole: 'Quantity: a whole number of pieces',
  itemUnavailable: 'This item is no longer available',
} as const;

/** Title of the dialog Review opens when required details are missing (ordering.md §5). */
export const MISSING_DETAILS_TITLE = 'Please provide the following details for faster delivery.';

/** Labels of the required fields, in the order the missing-details dialog lists them (ordering.md §5). */
export const REQUIRED_FIELD_LABELS = {
  firstName: 'First Name',
  address1: 'Address',
  city: 'City',
  pincode: 'Pincode',
  phone: 'Phone Number',
  email: 'Email',
  orderType: 'Order Type',
} as const;
export type RequiredField = keyof typeof REQUIRED_FIELD_LABELS;

/** Lengths of what the order forms take; the advance form's lists are as long as special instructions. */
export const ORDER_TEXT_LIMITS = {
  name: 80,
  email: 254,
  address: 200,
  city: 80,
  others: 4000,
  quantity: 10_000,
  lines: 500,
};
const LIMITS = ORDER_TEXT_LIMITS;

/** A text the customer must give: trimmed, refused empty with `message`. */
export const requiredOrderText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters` });
/** A text the customer may leave out: '' when absent. */
export const optionalOrderText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .default('');

/** Six digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** Indian numbers: ten digits starting 6–9, an optional +91 or 0 in front; spaces and dashes are ignored. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s\-()]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
}

export const customerSchema = lazySchema(() =>
  z.strictObject({
    firstName: requiredOrderText(ORDER_FORM_MESSAGES.firstName, LIMITS.name),
    lastName: optionalOrderText(LIMITS.name),
    email: z
      .string({ error: ORDER_FORM_MESSAGES.email })
      .trim()
      .max(LIMITS.email, { error: ORDER_FORM_MESSAGES.email })
      .pipe(z.email({ error: ORDER_FORM_MESSAGES.email })),
    phone: requiredOrderText(ORDER_FORM_MESSAGES.phone, 20).refine((p) => normalisePhone(p) !== null, {
      error: ORDER_FORM_MESSAGES.phoneFormat,
    }),
    address1: requiredOrderText(ORDER_FORM_MESSAGES.address1, LIMITS.address),
    address2: optionalOrderText(LIMITS.address),
    address3: optionalOrderText(LIMITS.address),
    city: requiredOrderText(ORDER_FORM_MESSAGES.city, LIMITS.city),
    pincode: requiredOrderText(ORDER_FORM_MESSAGES.pincode, 6).regex(PINCODE_PATTERN, {
      error: ORDER_FORM_MESSAGES.pincodeFormat,
    }),
  }),
);
export type Customer = z.infer<typeof customerSchema>;

export const orderLineInputSchema = lazySchema(() =>
  z.strictObject({
    itemId: z
      .number({ error: 'Please choose an item' })
      .int()
      .positive()
      .max(2_147_483_647, { error: 'Please choose an item' }),
    quantity: z
      .number({ error: ORDER_FORM_MESSAGES.quantity })
      .positive({ error: ORDER_FORM_MESSAGES.quantity })
      .max(LIMITS.quantity, { error: `Quantity must be at most ${LIMITS.quantity}` })
      // Stored to the gram; pieces are checked against the item's unit once it is known.
      .refine((q) => decimalPlaces(q) <= QUANTITY_DECIMALS, { error: ORDER_FORM_MESSAGES.quantityPrecision }),
  }),
);
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * What is wrong with a line's quantity for its item's unit, or null: pieces are whole, everything
 * else goes to the gram. The form checks it at Review and the server again after reading the item.
 */
export function orderQuantityProblem(quantity: number, unit: string): string | null {
  if (decimalPlaces(quantity) > QUANTITY_DECIMALS) return ORDER_FORM_MESSAGES.quantityPrecision;
  return quantityPrecisionProblem(quantity, unit) === null ? null : ORDER_FORM_MESSAGES.quantityWhole;
}

export const placeOrderRequestSchema = lazySchema(() =>
  z
    .strictObject({
      customer: customerSchema,
      orderType: z.enum(ORDER_TYPES, { error: ORDER_FORM_MESSAGES.orderType }),
      items: z.array(orderLineInputSchema).max(LIMITS.lines, { error: `At most ${LIMITS.lines} items` }),
      others: optionalOrderText(LIMITS.others),
    })
    .superRefine((order, ctx) => {
      if (order.items.length === 0 && order.others === '') {
        ctx.addIssue({ code: 'custom', path: ['items'], message: ORDER_FORM_MESSAGES.nothingOrdered });
      }
      const seen = new Set<number>();
      order.items.forEach((line, index) => {
        if (seen.has(line.itemId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'itemId'],
            message: 'This item is listed twice',
          });
        }
        seen.add(line.itemId);
      });
    }),
);
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrder = z.output<typeof placeOrderRequestSchema>;

export const storeSchema = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), phone: z.string() }),
);
export type Store = z.infer<typeof storeSchema>;
export const storeListSchema = lazySchema(() => z.array(storeSchema));

export const orderReceiptLineSchema = lazySchema(() =>
  z.object({
    itemId: z.number(),
    name: z.string(),
    pack: z.string(),
    mrpPaise: z.number().int(),
    quantity: z.number(),
  }),
);
export type OrderReceiptLine = z.infer<typeof orderReceiptLineSchema>;

/** Σ quantity × mrp of an order's lines as stored: what the customer saw in the summary. */
export function orderLinesTotalPaise(
  lines: readonly Pick<OrderReceiptLine, 'mrpPaise' | 'quantity'>[],
): number {
  return sumPaise(lines.map((l) => lineTotalPaise({ pricePaise: l.mrpPaise, quantity: l.quantity })));
}

/**
 * Said beside the total when staff set the amount: weighed items and substitutions make the packed
 * order's amount differ from its lines, and a total that does not add up with no word why reads as
 * a mistake.
 */
export const AMOUNT_SET_BY_STORE = 'Amount set by the store after packing';

/**
 * A wish-list order lists catalogue items; an advance order, placed ahead of a festival, carries
 * a free-text vegetables list and groceries list instead (ordering.md §2.6).
 */
export const ORDER_KINDS = ['wishlist', 'advance'] as const;
export const orderKindSchema = lazySchema(() => z.enum(ORDER_KINDS));
export type OrderKind = z.infer<typeof orderKindSchema>;
export const ORDER_KIND_LABELS: Record<OrderKind, string> = { wishlist: 'Wish list', advance: 'Advance' };

/** What the customer sees after sending: reachable only with the order's own receipt key. */
export const orderReceiptSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    receiptKey: z.string(),
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    customerName: z.string(),
    /** The amount set on the order: a card-paid order's total from the start, others once an admin sets it. */
    amountPaise: z.number().int().nullable(),
    createdAt: z.string(),
    lines: z.array(orderReceiptLineSchema),
    /** Staff set the amount (an amount change is recorded, or it is not the lines' sum): AMOUNT_SET_BY_STORE. */
    amountSetByStore: z.boolean(),
    others: z.string(),
    kind: orderKindSchema,
    /** An advance order's lists; '' on a wish-list order. */
    vegetablesList: z.string(),
    groceriesList: z.string(),
    stores: z.array(storeSchema),
  }),
);
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

export const orderReceiptParamsSchema = lazySchema(() => z.strictObject({ orderId: z.string().max(40) }));
export const orderReceiptQuerySchema = lazySchema(() => z.strictObject({ key: z.string().max(100) }));

/**
 * 'ORD' + the first three letters of the first name, uppercased, + the number padded to four digits
 * (operations.md §9). Our choices where the older system had none (docs/decisions/002-order-id.md):
 * accents are dropped (É → E); only Latin letters count, so 'Jo' → 'JOX' and a Tamil name → 'XXX';
 * past 9999 the number keeps all its digits, so ids stay unique.
 */
export function makeOrderId(firstName: string, orderNumber: number): string {
  const letters = firstName
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 3)
    .padEnd(3, 'X');
  return `ORD${letters}${String(orderNumber).padStart(4, '0')}`;
}
