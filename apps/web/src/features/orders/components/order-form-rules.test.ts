import { advanceCustomerSchema, customerSchema, ORDER_FORM_MESSAGES } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { orderTypeRule } from './order-type-field.tsx';
import { customerRules } from './personal-details-fields.tsx';

describe('the order forms’ field checks', () => {
  it('give the contract’s message for a missing first name, and none once it is there', () => {
    const rules = customerRules(customerSchema);
    const values = { firstName: '' };
    expect(rules.firstName?.('', values)).toBe(ORDER_FORM_MESSAGES.firstName);
    expect(rules.firstName?.(undefined, values)).toBe(ORDER_FORM_MESSAGES.firstName);
    expect(rules.firstName?.('Meena', values)).toBeNull();
  });

  it('leave the last name optional on the main form and require it on the advance form', () => {
    expect(customerRules(customerSchema).lastName?.('', {})).toBeNull();
    expect(customerRules(advanceCustomerSchema).lastName?.('', {})).toEqual(expect.any(String));
  });

  it('ask for an order type until one is chosen', () => {
    expect(orderTypeRule(undefined)).toBe(ORDER_FORM_MESSAGES.orderType);
    expect(orderTypeRule('Door Delivery')).toBeNull();
  });
});
