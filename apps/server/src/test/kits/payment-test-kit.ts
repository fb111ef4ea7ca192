import type { GatewayForm } from '@kadai/contract';
import { expect } from 'vitest';
import type { App } from '../../app.ts';

/**
 * Test-only: the customer's browser around a card payment, played with inject calls that post
 * exactly what a browser would: Confirm & Pay, the test gateway's page and button, and the
 * gateway's callback post back to the shop.
 */
export function cardPaymentBrowser(app: App) {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

  async function startAttempt(order: { orderId: string; receiptKey: string }) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      payload: { orderId: order.orderId, key: order.receiptKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GatewayForm;
  }

  /** At the test gateway: posts the form there, then presses a button. Returns the callback post. */
  async function answerAtGateway(started: GatewayForm, outcome: 'success' | 'failure' | 'cancel') {
    const page = await app.inject({ method: 'POST', url: started.action, ...form(started.fields) });
    expect(page.statusCode, page.body).toBe(200);
    const id = /\/test-gateway\/transaction\/(\d+)\/success/.exec(page.body)?.[1];
    const back = await app.inject({ method: 'POST', url: `/test-gateway/transaction/${id}/${outcome}` });
    const action = /<form method="post" action="([^"]+)"/.exec(back.body)?.[1] ?? '';
    const encResp = /name="encResp" value="([^"]+)"/.exec(back.body)?.[1] ?? '';
    return { path: new URL(action.replaceAll('&amp;', '&')).pathname, encResp };
  }

  function postCallback(callback: { path: string; encResp: string }) {
    return app.inject({
      method: 'POST',
      url: callback.path,
      // The gateway's page is another site: the browser says so.
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ encResp: callback.encResp, orderNo: 'x' }).toString(),
    });
  }

  return { form, startAttempt, answerAtGateway, postCallback };
}
