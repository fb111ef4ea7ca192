import { type APIRequestContext, expect } from '@playwright/test';
import { type TeamProduct, untouchedTeamProducts } from './production.ts';
import { apiToken } from './staff.ts';

/** What an outlet (or the warehouse) holds of a product now, from the live ledger. */
export async function onHand(request: APIRequestContext, token: string, outletId: string, productId: string) {
  const res = await request.get(`/api/stock/on-hand?outletId=${outletId}`, {
    headers: { authorization: token },
  });
  expect(res.status()).toBe(200);
  const rows: { productId: string; quantity: number }[] = (await res.json()).rows;
  return rows.find((row) => row.productId === productId)?.quantity ?? 0;
}

let vans = 0;

/**
 * Produces `produce` of each product into the warehouse (0: none), then dispatches `sent[i]` of
 * each to the outlet with a driver and a van of its own, through the API as the warehouse would.
 * Returns the driver's name and the dispatch's line ids, by product.
 */
export async function sendToOutlet(
  request: APIRequestContext,
  token: string,
  options: {
    teamId: string;
    outletId: string;
    products: readonly TeamProduct[];
    sent: readonly number[];
    produce?: number;
  },
) {
  const headers = { authorization: token };
  if ((options.produce ?? 10) > 0) {
    const produced = await request.post('/dataapi/api/inventory/production/batch/add', {
      headers,
      data: options.products.map((p) => ({
        product_id: p.id,
        name: p.name,
        unit: 'kg',
        quantity: options.produce ?? 10,
        folder_id: 'produced',
        batch_id: `e2e-${options.outletId}`,
        batch_order: 1,
      })),
    });
    expect(produced.status(), await produced.text()).toBe(201);
  }
  const saved = await request.put('/api/stock/dispatches', {
    headers,
    data: {
      teamId: options.teamId,
      outletId: options.outletId,
      lines: options.products.map((p, i) => ({ productId: p.id, quantitySent: options.sent[i] })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  vans += 1;
  const suffix = `${Date.now().toString(36)}${vans}`;
  const driver = await request.post('/api/stock/drivers', { headers, data: { name: `வேலு ${suffix}` } });
  const vehicle = await request.post('/api/stock/vehicles', {
    headers,
    data: { number: `TN 10 R ${suffix.slice(-5)}` },
  });
  expect(driver.status(), await driver.text()).toBe(201);
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const sent = await request.post(`/api/stock/dispatches/${(await saved.json()).id}/confirm`, {
    headers,
    data: { driverId: (await driver.json()).id, vehicleId: (await vehicle.json()).id },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const lines: { id: number; productId: string; quantitySent: number }[] = (await sent.json()).lines;
  return { driverName: (await driver.json()).name as string, lines };
}

/** Receives a dispatch's lines in full at the outlet, as Stock Received's Confirm does. */
export async function receiveInFull(
  request: APIRequestContext,
  token: string,
  outletId: string,
  lines: readonly { id: number; quantitySent: number }[],
) {
  const res = await request.post('/api/stock/receipts', {
    headers: { authorization: token },
    data: {
      outletId,
      lines: lines.map((line) => ({ lineId: line.id, quantityReceived: line.quantitySent })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A line on its way to `outletId`: `sent` of the first snacks product nothing has touched today,
 * produced and dispatched through the API. Returns the product.
 */
export async function snackOnItsWay(
  request: APIRequestContext,
  options: { outletId: string; sent: number },
): Promise<TeamProduct> {
  const [snack] = await untouchedTeamProducts('snacks');
  if (!snack) throw new Error('need an untouched snacks product');
  await sendToOutlet(request, await apiToken(request), {
    teamId: 'snacks',
    outletId: options.outletId,
    products: [snack],
    sent: [options.sent],
  });
  return snack;
}
