import { BANGALORE_HUB_PICKUP } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { decryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { ccavenueQuery } from '../../../ports/ccavenue-gateway.ts';
import { GATEWAY_HOSTS } from '../../../ports/payment-gateway.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOrderBody, seedItems } from '../../../test/kits/order-test-kit.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

/** Switching to the real CCAvenue is settings only: the same routes, its host, no test gateway. */
const { db } = await useTestDatabase();
const workingKey = 'ABCDEF0123456789ABCDEF0123456789';
const app = await buildTestApp(db, {
  gateway: {
    provider: 'ccavenue',
    merchantId: '123456',
    accessCode: 'AVXX00KA00XX00XXAA',
    workingKey,
    ...GATEWAY_HOSTS.test,
  },
});
const itemIds = await seedItems(db, 2);

describe('with CCAvenue settings', () => {
  it('posts the encrypted order to CCAvenue’s host, and the test gateway is not there', async () => {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: placeOrderBody(itemIds, { firstName: 'Lakshmi', orderType: BANGALORE_HUB_PICKUP }),
    });
    const order = placed.json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      headers: { host: 'shop.kadai.in' },
      payload: { orderId: order.orderId, key: order.receiptKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json();
    expect(form.action).toBe(GATEWAY_HOSTS.test.transactionUrl);
    expect(form.testGateway).toBe(false);
    expect(form.fields.access_code).toBe('AVXX00KA00XX00XXAA');
    const sent = ccavenueQuery.fromQuery(decryptCcavenue(form.fields.encRequest, workingKey));
    expect(sent).toMatchObject({
      merchant_id: '123456',
      order_id: expect.stringMatching(new RegExp(`^CH-${order.orderId}-1-[2-9A-Z]{4}$`)),
      currency: 'INR',
      amount: (order.amountPaise / 100).toFixed(2),
      redirect_url: 'http://shop.kadai.in/api/payments/ccavenue/return',
      cancel_url: 'http://shop.kadai.in/api/payments/ccavenue/cancel',
      billing_name: 'Lakshmi Sundaram',
      billing_state: 'Karnataka',
      billing_country: 'India',
    });
    expect(sent.merchant_param1).toMatch(/^[\w-]{32}$/);

    // The page may post its form to CCAvenue, and the stand-in gateway is gone.
    const page = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://test.ccavenue.com");
    const local = await app.inject({ method: 'POST', url: '/test-gateway/transaction', payload: {} });
    expect(local.statusCode).toBe(404);
  });
});
