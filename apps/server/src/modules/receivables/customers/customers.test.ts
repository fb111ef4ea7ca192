import { CUSTOMER_MESSAGES } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { receivablesTestKit } from '../../../test/kits/receivables-test-kit.ts';

const { inject, finance, aCustomer } = await receivablesTestKit();

describe('customers', () => {
  it('adds a customer with the mobile as ten digits, the e-mail in lower case and the GSTIN’s state', async () => {
    const res = await inject('POST', '/api/receivables/customers', finance, {
      name: '  Annapoorna Caterers ',
      storeId: 'adyar',
      mobile: '+91 98400 55501',
      email: 'Accounts@Annapoorna.Example',
      gstin: '29aaccb5678k1z4',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Annapoorna Caterers',
      storeId: 'adyar',
      storeName: 'Adyar',
      groupName: 'All Customers',
      mobile: '9840055501',
      email: 'accounts@annapoorna.example',
      gstin: '29AACCB5678K1Z4',
      stateCode: '29',
    });
  });

  it('refuses bad details with a 400 naming each field', async () => {
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', CUSTOMER_MESSAGES.name],
      [{ name: 'X', mobile: '12345' }, 'mobile', CUSTOMER_MESSAGES.mobile],
      // A GSTIN whose check character is wrong.
      [{ name: 'X', gstin: '29AACCB5678K1Z5' }, 'gstin', CUSTOMER_MESSAGES.gstin],
      [
        { name: 'X', gstin: '29AACCB5678K1Z4', stateCode: '33' },
        'stateCode',
        CUSTOMER_MESSAGES.stateMismatch,
      ],
      [{ name: 'X', stateCode: '45' }, 'stateCode', CUSTOMER_MESSAGES.stateCode],
      [{ name: 'X', storeId: 'nowhere' }, 'storeId', 'Store: no store "nowhere"'],
      [{ name: 'X', colour: 'red' }, 'colour', 'Unknown field "colour"'],
    ];
    for (const [body, path, message] of cases) {
      const res = await inject('POST', '/api/receivables/customers', finance, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toContainEqual({ path, message });
    }
  });

  it('keeps a mobile and an e-mail to one customer (409 naming the field), on adding and on editing', async () => {
    await aCustomer({ mobile: '9840055502', email: 'one@example.in' });
    const twin = await inject('POST', '/api/receivables/customers', finance, {
      name: 'Twin',
      mobile: '09840055502',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual([
      { path: 'mobile', message: CUSTOMER_MESSAGES.duplicateMobile },
    ]);

    const other = await aCustomer();
    const edit = await inject('PUT', `/api/receivables/customers/${other}`, finance, {
      name: 'Renamed',
      email: 'ONE@example.in',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.fields[0].path).toBe('email');
    const fine = await inject('PUT', `/api/receivables/customers/${other}`, finance, {
      name: 'Renamed',
      groupName: 'Corporate',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ name: 'Renamed', groupName: 'Corporate', mobile: null });
    expect(
      (await inject('PUT', '/api/receivables/customers/999999', finance, { name: 'N' })).statusCode,
    ).toBe(404);
  });
});
