import {
  ADVANCE_REQUIRED_FIELD_LABELS,
  type Customer,
  type OrderType,
  type PlaceOrderRequest,
  REQUIRED_FIELD_LABELS,
  type RequiredField,
} from '@kadai/contract';
import type { OrderLine } from './order-lines.ts';

/** What the form holds; quantities live in the quantity store instead. */
export type OrderFormValues = Partial<Customer> & { orderType?: OrderType; others?: string };
export type OrderFormField = keyof OrderFormValues;

export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'address3',
  'city',
  'pincode',
] as const satisfies ReadonlyArray<keyof Customer>;

export const FORM_FIELDS = [
  ...CUSTOMER_FIELDS,
  'orderType',
  'others',
] as const satisfies ReadonlyArray<OrderFormField>;

/**
 * The contract names the required fields (Last Name and Address line 2 are the advance form's);
 * the optional ones are labelled here.
 */
export const FIELD_LABELS: Record<OrderFormField, string> = {
  ...REQUIRED_FIELD_LABELS,
  lastName: ADVANCE_REQUIRED_FIELD_LABELS.lastName,
  address2: ADVANCE_REQUIRED_FIELD_LABELS.address2,
  address3: 'Address line 3',
  others: 'Special instructions',
};

const REQUIRED_ORDER = Object.keys(REQUIRED_FIELD_LABELS) as RequiredField[];

/** A form's fields as its missing-details dialog names them: the required ones in order, and labels. */
export type FormLabelling<Field extends string> = {
  required: readonly Field[];
  all: readonly Field[];
  labels: Record<Field, string>;
};

/** Labels of the failing fields: required ones in the form's order, then any other. */
export function labelsOfFailing<Field extends string>(fields: Field[], form: FormLabelling<Field>): string[] {
  const failing = new Set(fields);
  const required = form.required.filter((f) => failing.has(f));
  const others = form.all.filter((f) => failing.has(f) && !form.required.includes(f));
  return [...required, ...others].map((f) => form.labels[f]);
}

/** The main form's missing-details dialog: its required fields in the contract's order. */
export const ORDER_FORM_LABELLING: FormLabelling<OrderFormField> = {
  required: REQUIRED_ORDER,
  all: FORM_FIELDS,
  labels: FIELD_LABELS,
};

export function isFormField(name: unknown): name is OrderFormField {
  return typeof name === 'string' && (FORM_FIELDS as readonly string[]).includes(name);
}

/** A form's text, trimmed; '' when left empty. */
export const formText = (value: string | undefined) => (value ?? '').trim();

/** The customer's details as either order form sends them. */
export function toCustomer(values: Partial<Customer>): Customer {
  return {
    firstName: formText(values.firstName),
    lastName: formText(values.lastName),
    email: formText(values.email),
    phone: formText(values.phone),
    address1: formText(values.address1),
    address2: formText(values.address2),
    address3: formText(values.address3),
    city: formText(values.city),
    pincode: formText(values.pincode),
  };
}

export function toPlaceOrderRequest(options: {
  values: OrderFormValues;
  orderType: OrderType;
  lines: OrderLine[];
}): PlaceOrderRequest {
  const { values } = options;
  return {
    customer: toCustomer(values),
    orderType: options.orderType,
    items: options.lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
    others: formText(values.others),
  };
}
