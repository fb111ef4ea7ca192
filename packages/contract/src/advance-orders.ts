import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  type CHENNAI_ORDER_TYPES,
  customerSchema,
  ORDER_FORM_MESSAGES,
  ORDER_TEXT_LIMITS,
  optionalOrderText,
  PINCODE_PATTERN,
  REQUIRED_FIELD_LABELS,
  requiredOrderText,
} from './orders.ts';

/** The advance form's order types (ordering.md §2.6): two of the Chennai form's. */
export const ADVANCE_ORDER_TYPES = ['Door Delivery', 'Pickup'] as const satisfies ReadonlyArray<
  (typeof CHENNAI_ORDER_TYPES)[number]
>;
export type AdvanceOrderType = (typeof ADVANCE_ORDER_TYPES)[number];

export const ADVANCE_ORDER_MESSAGES = {
  // Either list may be empty, not both: an order with nothing in it is no order.
  nothingListed: 'Please write your vegetables list or your groceries list',
} as const;

/**
 * Labels of the advance form's required fields (ordering.md §5), in the order its missing-details
 * dialog lists them: the main form's order, with Last Name and Address line 2 where they stand.
 */
export const ADVANCE_REQUIRED_FIELD_LABELS = {
  firstName: REQUIRED_FIELD_LABELS.firstName,
  lastName: 'Last Name',
  address1: REQUIRED_FIELD_LABELS.address1,
  address2: 'Address line 2',
  phone: REQUIRED_FIELD_LABELS.phone,
  email: REQUIRED_FIELD_LABELS.email,
  orderType: REQUIRED_FIELD_LABELS.orderType,
} as const;
export type AdvanceRequiredField = keyof typeof ADVANCE_REQUIRED_FIELD_LABELS;

export const ADVANCE_LIST_LABELS = {
  vegetablesList: 'Vegetables list',
  groceriesList: 'Groceries list',
} as const;

/**
 * The main form's details with the same messages, and last name and address line 2 required, as
 * the advance form requires them (ordering.md §5). City and pincode stay optional: that list names
 * seven fields and not these, and the older form's layout is not shown, so requiring them would
 * refuse orders it took. A pincode that is given must still be six digits, or it is no use to a
 * driver.
 */
export const advanceCustomerSchema = lazySchema(() =>
  customerSchema.extend({
    lastName: requiredOrderText(ORDER_FORM_MESSAGES.lastName, ORDER_TEXT_LIMITS.name),
    address2: requiredOrderText(ORDER_FORM_MESSAGES.address2, ORDER_TEXT_LIMITS.address),
    city: optionalOrderText(ORDER_TEXT_LIMITS.city),
    pincode: z
      .string()
      .trim()
      .max(6, { error: ORDER_FORM_MESSAGES.pincodeFormat })
      .refine((pincode) => pincode === '' || PINCODE_PATTERN.test(pincode), {
        error: ORDER_FORM_MESSAGES.pincodeFormat,
      })
      .default(''),
  }),
);
export type AdvanceCustomer = z.infer<typeof advanceCustomerSchema>;

/** An order placed ahead of a festival: details, two free-text lists, and how it reaches the customer. */
export const placeAdvanceOrderRequestSchema = lazySchema(() =>
  z
    .strictObject({
      customer: advanceCustomerSchema,
      orderType: z.enum(ADVANCE_ORDER_TYPES, { error: ORDER_FORM_MESSAGES.orderType }),
      vegetablesList: optionalOrderText(ORDER_TEXT_LIMITS.others),
      groceriesList: optionalOrderText(ORDER_TEXT_LIMITS.others),
    })
    .superRefine((order, ctx) => {
      if (order.vegetablesList === '' && order.groceriesList === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['vegetablesList'],
          message: ADVANCE_ORDER_MESSAGES.nothingListed,
        });
      }
    }),
);
export type PlaceAdvanceOrderRequest = z.input<typeof placeAdvanceOrderRequestSchema>;
export type PlaceAdvanceOrder = z.output<typeof placeAdvanceOrderRequestSchema>;
