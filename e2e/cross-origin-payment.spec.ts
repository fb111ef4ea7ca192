import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { placeOrderInBrowser } from './src/order-admin.ts';
import { signIn } from './src/staff.ts';

/**
 * The older system confirmed a payment with a GET: an image on any page of the same site paid an
 * order while an admin was signed in. A page on another origin of the same site (same host,
 * another port: the SameSite cookie is sent) now tries every trick a page has, and the order
 * stays unpaid.
 */
test('a page on another origin of the same site cannot confirm a payment', async ({ page, baseURL }) => {
  const { orderId } = await placeOrderInBrowser(page);
  await signIn(page);
  const target = `${baseURL}/api/admin/payments/manual-confirmation`;
  const attack = `<!doctype html><title>Offers</title>
    <img src="${target}?orderid=${orderId}" alt="">
    <form id="f" method="POST" action="${target}" enctype="text/plain" target="sink">
      <input name='{"orderId":"${orderId}","method":"Cash","amountPaise":100,"x":"' value='"}'>
    </form>
    <iframe name="sink"></iframe>
    <script>
      fetch(${JSON.stringify(target)}, {
        method: 'POST', mode: 'no-cors', credentials: 'include',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ orderId: ${JSON.stringify(orderId)}, method: 'Cash', amountPaise: 100 }),
      });
      document.getElementById('f').submit();
    </script>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(attack);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const sent: string[] = [];
    const answers: number[] = [];
    let settled = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(target)) sent.push(request.method());
    });
    const settle = (request: { url(): string }) => {
      if (request.url().startsWith(target)) settled += 1;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('response', (response) => {
      if (response.url().startsWith(target)) answers.push(response.status());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    // The image's GET went out (the browser hides its answer: no such method, 405); the POSTs
    // carried the admin's cookie and were refused as cross-origin.
    await expect.poll(() => [...new Set(sent)].sort(), { timeout: 10_000 }).toEqual(['GET', 'POST']);
    await expect.poll(() => answers.filter((status) => status === 403).length).toBeGreaterThanOrEqual(1);
    // Every answer is judged only once all three tries (the image's GET, the form's and the script's
    // POSTs) are sent and settled, however long the browser takes with them.
    await expect.poll(() => sent.filter((method) => method === 'POST').length).toBe(2);
    await expect.poll(() => settled).toBe(sent.length);
    expect(answers.every((status) => status === 403 || status === 405)).toBe(true);
  } finally {
    server.close();
  }
  const detail = await page.request.get(`${baseURL}/api/admin/orders/${orderId}`);
  expect(detail.status()).toBe(200);
  expect((await detail.json()).paymentStatus).toBe(0);
});
