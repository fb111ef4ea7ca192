import { afterAll, describe, expect, it } from 'vitest';
import { encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { createCcavenueGateway } from '../../../ports/ccavenue-gateway.ts';
import type { GatewayOrder } from '../../../ports/payment-gateway.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { LOCAL_GATEWAY } from './local-gateway-settings.ts';

/**
 * The CCAvenue adapter against the product's own test gateway: the same protocol both ways, so
 * switching to the real gateway is settings only.
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
afterAll(() => app.close());

const gateway = createCcavenueGateway({
  provider: 'ccavenue',
  merchantId: LOCAL_GATEWAY.merchantId,
  accessCode: LOCAL_GATEWAY.accessCode,
  workingKey: LOCAL_GATEWAY.workingKey,
  transactionUrl: `${base}${LOCAL_GATEWAY.transactionPath}`,
  statusUrl: `${base}${LOCAL_GATEWAY.statusPath}`,
});

const order = (gatewayOrderId: string): GatewayOrder => ({
  gatewayOrderId,
  amountPaise: 1250_50,
  redirectUrl: 'http://shop.test/api/payments/ccavenue/callback',
  cancelUrl: 'http://shop.test/api/payments/ccavenue/cancel',
  billing: { name: 'மீனா <Sundaram>', email: 'meena@example.in', phone: '9840012345' },
  merchantParam1: 'mac-of-the-attempt',
});

/** What a browser does with the form: post its fields to the gateway. */
function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function hiddenField(html: string, name: string): string {
  return html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
}

describe('the local test gateway', () => {
  it('shows the order, and a Success posts an answer the adapter reads as paid, as does the status API', async () => {
    expect(await gateway.fetchStatus('CH-ORDMEE41-1')).toBeNull();
    const form = gateway.paymentForm(order('CH-ORDMEE41-1'));
    expect(Object.keys(form.fields)).toEqual(['encRequest', 'access_code']);
    const payPage = await (await post(form.action, form.fields)).text();
    expect(payPage).toContain('Pay ₹1,250.50');
    expect(payPage).toContain('CH-ORDMEE41-1');
    expect(payPage).toContain('மீனா &lt;Sundaram&gt;');
    expect(payPage).toContain('no money moves');

    const choice = payPage.match(/action="(\/test-gateway\/transaction\/\d+\/success)"/)?.[1];
    const back = await (await post(`${base}${choice}`, {})).text();
    expect(back).toContain('action="http://shop.test/api/payments/ccavenue/callback"');
    const answer = gateway.readCallback(hiddenField(back, 'encResp'));
    expect(answer).toMatchObject({
      gatewayOrderId: 'CH-ORDMEE41-1',
      outcome: 'success',
      amountPaise: 1250_50,
      currency: 'INR',
      merchantParam1: 'mac-of-the-attempt',
    });
    expect(answer.trackingId).toMatch(/^\d{12}$/);
    // Answered once: a second click is refused.
    expect((await post(`${base}${choice}`, {})).status).toBe(400);

    const status = await gateway.fetchStatus('CH-ORDMEE41-1');
    expect(status).toMatchObject({ outcome: 'success', amountPaise: 1250_50, currency: 'INR' });
    expect(status?.trackingId).toBe(answer.trackingId);
  });

  it('sends a Cancel back to the cancel URL as aborted, and a Failure as failed', async () => {
    for (const [choice, outcome, url] of [
      ['cancel', 'aborted', 'http://shop.test/api/payments/ccavenue/cancel'],
      ['failure', 'failure', 'http://shop.test/api/payments/ccavenue/callback'],
    ] as const) {
      const id = `CH-ORDARU7-${choice}`;
      const form = gateway.paymentForm(order(id));
      const payPage = await (await post(form.action, form.fields)).text();
      const path = payPage.match(new RegExp(`action="(/test-gateway/transaction/\\d+/${choice})"`))?.[1];
      const back = await (await post(`${base}${path}`, {})).text();
      expect(back).toContain(`action="${url}"`);
      expect(gateway.readCallback(hiddenField(back, 'encResp')).outcome).toBe(outcome);
      expect((await gateway.fetchStatus(id))?.outcome).toBe(outcome);
    }
  });

  it('refuses an order encrypted with another key, a reused order id and a wrong access code', async () => {
    const form = gateway.paymentForm(order('CH-ORDTAM1-1'));
    const forged = encryptCcavenue(
      `merchant_id=${LOCAL_GATEWAY.merchantId}&order_id=X&amount=1.00&currency=INR`,
      'other key',
    );
    expect((await post(form.action, { ...form.fields, encRequest: forged })).status).toBe(400);
    expect((await post(form.action, { ...form.fields, access_code: 'nope' })).status).toBe(400);
    expect((await post(form.action, form.fields)).status).toBe(200);
    expect((await post(form.action, form.fields)).status).toBe(400);
    expect(() => gateway.readCallback('00'.repeat(16))).toThrow();
  });
});
