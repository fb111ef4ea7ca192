import {
  type Customer,
  type OrderType,
  type PlaceOrderRequest,
  REQUIRED_FIELD_LABELS,
  type RequiredField,
} from '@kadai/contract';
import type { OrderLine } from './order-lines.ts';

/** What the antd form holds; quantities live in the quantity store instead. */
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

/** The contract names the required fields; the optional ones are labelled here. */
export const FIELD_LABELS: Record<OrderFormField, string> = {
  ...REQUIRED_FIELD_LABELS,
  lastName: 'Last Name',
  address2: 'Address line 2',
  address3: 'Address line 3',
  others: 'Special instructions',
};

const REQUIRED_ORDER = Object.keys(REQUIRED_FIELD_LABELS) as RequiredField[];

/** Labels of the failing fields: required ones in the contract's order, then any other. */
export function labelsOfInvalidFields(fields: OrderFormField[]): string[] {
  const failing = new Set(fields);
  const required = REQUIRED_ORDER.filter((f) => failing.has(f));
  const others = FORM_FIELDS.filter((f) => failing.has(f) && !(REQUIRED_ORDER as string[]).includes(f));
  return [...required, ...others].map((f) => FIELD_LABELS[f]);
}

export function isFormField(name: unknown): name is OrderFormField {
  return typeof name === 'string' && (FORM_FIELDS as readonly string[]).includes(name);
}

export function toPlaceOrderRequest(options: {
  values: OrderFormValues;
  orderType: OrderType;
  lines: OrderLine[];
}): PlaceOrderRequest {
  const { values } = options;
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    customer: {
      firstName: text(values.firstName),
      lastName: text(values.lastName),
      email: text(values.email),
      phone: text(values.phone),
      address1: text(values.address1),
      address2: text(values.address2),
      address3: text(values.address3),
      city: text(values.city),
      pincode: text(values.pincode),
    },
    orderType: options.orderType,
    items: options.lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
    others: text(values.others),
  };
}
