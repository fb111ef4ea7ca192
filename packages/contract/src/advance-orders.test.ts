import { describe, expect, it } from 'vitest';
import {
  ADVANCE_ORDER_MESSAGES,
  ADVANCE_ORDER_TYPES,
  ADVANCE_REQUIRED_FIELD_LABELS,
  placeAdvanceOrderRequestSchema,
} from './advance-orders.ts';
import { CHENNAI_ORDER_TYPES, ORDER_FORM_MESSAGES } from './orders.ts';

const customer = {
  firstName: 'முருகன்',
  lastName: 'Selvam',
  email: 'murugan@example.in',
  phone: '98400 12345',
  address1: '12 Kasturba Nagar 3rd St',
  address2: 'Adyar',
};
const valid = {
  customer,
  orderType: 'Pickup',
  vegetablesList: 'Drumstick 1 kg\nவாழைக்காய் 4',
  groceriesList: '',
};

function messages(input: unknown): Record<string, string> {
  const result = placeAdvanceOrderRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('placeAdvanceOrderRequestSchema', () => {
  it('takes Tamil text as it is, and leaves out city and pincode as the advance form may', () => {
    const parsed = placeAdvanceOrderRequestSchema.parse(valid);
    expect(parsed.customer).toMatchObject({ firstName: 'முருகன்', city: '', pincode: '', address3: '' });
    expect(parsed.vegetablesList).toBe('Drumstick 1 kg\nவாழைக்காய் 4');
  });

  it('requires the seven fields of ordering.md §5, each with the main form’s voice', () => {
    expect(messages({ customer: {}, vegetablesList: 'Beans' })).toEqual({
      'customer.firstName': ORDER_FORM_MESSAGES.firstName,
      'customer.lastName': ORDER_FORM_MESSAGES.lastName,
      'customer.email': ORDER_FORM_MESSAGES.email,
      'customer.phone': ORDER_FORM_MESSAGES.phone,
      'customer.address1': ORDER_FORM_MESSAGES.address1,
      'customer.address2': ORDER_FORM_MESSAGES.address2,
      orderType: ORDER_FORM_MESSAGES.orderType,
    });
    expect(Object.keys(ADVANCE_REQUIRED_FIELD_LABELS).sort()).toEqual(
      ['address1', 'address2', 'email', 'firstName', 'lastName', 'orderType', 'phone'].sort(),
    );
  });

  it('treats blanks as missing', () => {
    expect(messages({ ...valid, customer: { ...customer, lastName: '   ', address2: '' } })).toEqual({
      'customer.lastName': ORDER_FORM_MESSAGES.lastName,
      'customer.address2': ORDER_FORM_MESSAGES.address2,
    });
  });

  it('takes only Door Delivery or Pickup', () => {
    expect(ADVANCE_ORDER_TYPES.every((t) => (CHENNAI_ORDER_TYPES as readonly string[]).includes(t))).toBe(
      true,
    );
    expect(messages({ ...valid, orderType: 'Adyar Store Pickup' })).toEqual({
      orderType: ORDER_FORM_MESSAGES.orderType,
    });
    expect(messages({ ...valid, orderType: 'Door Delivery' })).toEqual({});
  });

  it('needs one of the two lists, naming them', () => {
    expect(messages({ ...valid, vegetablesList: '  ', groceriesList: '' })).toEqual({
      vegetablesList: ADVANCE_ORDER_MESSAGES.nothingListed,
    });
    expect(messages({ ...valid, vegetablesList: '', groceriesList: 'Toor dal 1 kg' })).toEqual({});
  });

  it('bounds each list at 4000 characters', () => {
    expect(messages({ ...valid, groceriesList: 'x'.repeat(4001) })).toEqual({
      groceriesList: 'Please keep this under 4000 characters',
    });
    expect(messages({ ...valid, groceriesList: 'x'.repeat(4000) })).toEqual({});
  });

  it('checks a pincode that is given', () => {
    expect(messages({ ...valid, customer: { ...customer, pincode: '0123' } })).toEqual({
      'customer.pincode': ORDER_FORM_MESSAGES.pincodeFormat,
    });
    expect(messages({ ...valid, customer: { ...customer, pincode: '600020' } })).toEqual({});
  });

  it('refuses unknown fields, in the order and in the details', () => {
    const result = placeAdvanceOrderRequestSchema.safeParse({
      ...valid,
      items: [],
      customer: { ...customer, vip: true },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.code)).toEqual(['unrecognized_keys', 'unrecognized_keys']);
  });
});
