import { describe, expect, it } from 'vitest';
import {
  CHENNAI_ORDER_TYPES,
  isCardPaidOrderType,
  makeOrderId,
  normalisePhone,
  ORDER_FORM_MESSAGES,
  ORDER_TYPES,
  placeOrderRequestSchema,
  REQUIRED_FIELD_LABELS,
} from './orders.ts';

const customer = {
  firstName: 'Lakshmi',
  email: 'lakshmi@example.in',
  phone: '98400 12345',
  address1: '12 Kasturba Nagar 3rd St',
  city: 'Chennai',
  pincode: '600020',
};
const valid = { customer, orderType: 'Door Delivery', items: [{ itemId: 1, quantity: 2 }] };

function messages(input: unknown): Record<string, string> {
  const result = placeOrderRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('makeOrderId', () => {
  it('is ORD, three letters of the first name uppercased, and a four-digit number', () => {
    expect(makeOrderId('lakshmi', 7)).toBe('ORDLAK0007');
    expect(makeOrderId('Arun Kumar', 1234)).toBe('ORDARU1234');
  });
  it('keeps every digit past 9999 so ids stay unique', () => {
    expect(makeOrderId('Ravi', 12345)).toBe('ORDRAV12345');
  });
  it('pads short names with X and drops accents and non-Latin letters', () => {
    expect(makeOrderId('Jo', 1)).toBe('ORDJOX0001');
    expect(makeOrderId('Élise', 2)).toBe('ORDELI0002');
    expect(makeOrderId('முருகன்', 3)).toBe('ORDXXX0003');
    expect(makeOrderId("O'Neil", 4)).toBe('ORDONE0004');
  });
});

describe('normalisePhone', () => {
  it('accepts Indian mobile numbers with or without +91, spaces and dashes', () => {
    expect(normalisePhone('98400 12345')).toBe('9840012345');
    expect(normalisePhone('+91-98400-12345')).toBe('9840012345');
    expect(normalisePhone('09840012345')).toBe('9840012345');
  });
  it('refuses numbers that are too short or do not start 6-9', () => {
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('5840012345')).toBeNull();
  });
});

describe('placeOrderRequestSchema', () => {
  it('accepts a complete order and fills optional fields with empty text', () => {
    const result = placeOrderRequestSchema.parse(valid);
    expect(result.customer.lastName).toBe('');
    expect(result.others).toBe('');
  });

  it('gives the ordering.md §5 message for each missing required field', () => {
    const empty = { customer: {}, items: [{ itemId: 1, quantity: 1 }] };
    expect(messages(empty)).toEqual({
      'customer.firstName': ORDER_FORM_MESSAGES.firstName,
      'customer.email': ORDER_FORM_MESSAGES.email,
      'customer.phone': ORDER_FORM_MESSAGES.phone,
      'customer.address1': ORDER_FORM_MESSAGES.address1,
      'customer.city': ORDER_FORM_MESSAGES.city,
      'customer.pincode': ORDER_FORM_MESSAGES.pincode,
      orderType: ORDER_FORM_MESSAGES.orderType,
    });
  });

  it('treats blank text as missing', () => {
    expect(messages({ ...valid, customer: { ...customer, firstName: '   ' } })).toEqual({
      'customer.firstName': 'Please input your first name!',
    });
  });

  it('checks email, phone and pincode formats', () => {
    expect(messages({ ...valid, customer: { ...customer, email: 'not-an-email' } })).toEqual({
      'customer.email': 'Please input your valid email!',
    });
    expect(messages({ ...valid, customer: { ...customer, phone: '12345' } })).toEqual({
      'customer.phone': ORDER_FORM_MESSAGES.phoneFormat,
    });
    expect(messages({ ...valid, customer: { ...customer, pincode: '60002' } })).toEqual({
      'customer.pincode': ORDER_FORM_MESSAGES.pincodeFormat,
    });
  });

  it('needs at least one item or a special instruction', () => {
    expect(messages({ ...valid, items: [] })).toEqual({ items: ORDER_FORM_MESSAGES.nothingOrdered });
    expect(messages({ ...valid, items: [], others: 'Please send 2 kg of fresh drumsticks' })).toEqual({});
  });

  it('needs positive quantities', () => {
    expect(messages({ ...valid, items: [{ itemId: 1, quantity: 0 }] })).toEqual({
      'items.0.quantity': ORDER_FORM_MESSAGES.quantity,
    });
    expect(messages({ ...valid, items: [{ itemId: 1, quantity: -2 }] })).toEqual({
      'items.0.quantity': ORDER_FORM_MESSAGES.quantity,
    });
  });

  it('refuses an item listed twice', () => {
    const twice = { ...valid, items: [valid.items[0], valid.items[0]] };
    expect(messages(twice)).toEqual({ 'items.1.itemId': 'This item is listed twice' });
  });

  it('refuses unknown fields and unknown order types', () => {
    expect(Object.keys(messages({ ...valid, discount: 50 }))).toEqual(['']);
    expect(messages({ ...valid, orderType: 'Bangalore Hub' })).toEqual({
      orderType: ORDER_FORM_MESSAGES.orderType,
    });
  });

  it('offers the six Chennai order types, and the Bangalore hub carrying the company name, and labels every required field', () => {
    expect(CHENNAI_ORDER_TYPES).toHaveLength(6);
    expect(ORDER_TYPES).toEqual([...CHENNAI_ORDER_TYPES, 'Kadai Bangalore Hub Pickup']);
    expect(isCardPaidOrderType('Kadai Bangalore Hub Pickup')).toBe(true);
    expect(isCardPaidOrderType('Door Delivery')).toBe(false);
    expect(Object.values(REQUIRED_FIELD_LABELS)).toEqual([
      'First Name',
      'Address',
      'City',
      'Pincode',
      'Phone Number',
      'Email',
      'Order Type',
    ]);
  });
});
