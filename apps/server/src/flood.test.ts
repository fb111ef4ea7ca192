import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from './db/schema/index.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { placeOrderBody, seedItems } from './test/kits/order-test-kit.ts';
import { useTestDatabase } from './test/test-database.ts';

/**
 * Far more orders at once than the server can take (its pool holds 8 connections, and it sheds once a new request would wait 200 ms; 400 arrive
 * together over real sockets, each giving up after 3 s). Writes are shed with 503 before they
 * are read; every order acknowledged with 201 is stored; no order answered 503 is written.
 */
const { db } = await useTestDatabase();
const itemIds = await seedItems(db, 3);
const app = await buildTestApp(db, { loadShedding: { maxEventLoopDelayMs: 10_000, maxQueueWaitMs: 200 } });
// The same database behind a server whose customers wait 300 ms (CLIENT_DEADLINE_MS).
const late = await buildTestApp(db, {
  loadShedding: { maxEventLoopDelayMs: 10_000, maxQueueWaitMs: 600_000 },
  clientDeadlineMs: 300,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
afterAll(() => app.close());

/** Takes every free connection of the app's pool but `spare` (the catalogue cache keeps one listening). */
async function holdAllBut(spare: number) {
  const pool = db.$client;
  const free = (pool.options.max ?? 8) - (pool.totalCount - pool.idleCount);
  return Promise.all(Array.from({ length: Math.max(0, free - spare) }, () => pool.connect()));
}

describe('a flood of orders', () => {
  it('writes nothing for a customer who gave up while the order waited for a connection', async () => {
    // Every free connection taken: the order queues behind them, and its client gives up after 300 ms.
    const held = await holdAllBut(0);
    const key = `gave-up-${crypto.randomUUID()}`;
    const gaveUp = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(placeOrderBody(itemIds)),
      signal: AbortSignal.timeout(300),
    }).then(
      () => false,
      () => true,
    );
    expect(gaveUp).toBe(true);
    for (const client of held) client.release();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const claims = await db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [key]));
    expect(claims).toEqual([]);
  });

  it('writes nothing once the client’s deadline has passed, though its connection stays open', async () => {
    // Behind a balancer the server may not see a phone give up: the deadline stands in for it.
    const held = await holdAllBut(0);
    const key = `late-${crypto.randomUUID()}`;
    // inject sends only once awaited (a chain): then() sends it now.
    const answer = late
      .inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': key },
        payload: placeOrderBody(itemIds),
      })
      .then((res) => res);
    // Still queued for a connection when the 300 ms deadline passes.
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const client of held) client.release();
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(
      await db
        .select()
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, [key])),
    ).toEqual([]);
    // Served in time, the same order is written.
    const inTime = await late.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: placeOrderBody(itemIds),
    });
    expect(inTime.statusCode).toBe(201);
  });

  it('is shed with 503 + Retry-After; every 201 is stored and no 503 is', async () => {
    // A server whose database has two connections to spare: whatever the machine's speed, 400
    // orders at once are far beyond what it can take.
    const held = await holdAllBut(2);
    const body = JSON.stringify(placeOrderBody(itemIds));
    const outcomes = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const key = `flood-${i}-${crypto.randomUUID()}`;
        try {
          const res = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
            signal: AbortSignal.timeout(3000),
          });
          const answer = (await res.json()) as { orderId?: string };
          return {
            key,
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            orderId: answer.orderId,
          };
        } catch {
          return { key, status: 0, retryAfter: null, orderId: undefined };
        }
      }),
    );
    for (const client of held) client.release();
    const byStatus = (status: number) => outcomes.filter((o) => o.status === status);
    const placed = byStatus(201);
    const shed = byStatus(503);
    expect(placed.length).toBeGreaterThan(0);
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.every((o) => Number(o.retryAfter) > 0)).toBe(true);
    expect(outcomes.every((o) => [0, 201, 503].includes(o.status))).toBe(true);

    // Give requests whose clients gave up time to finish (or not) on the server.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const claims = await db
      .select({ key: idempotencyKeys.key, orderId: idempotencyKeys.resultRef })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          outcomes.map((o) => o.key),
        ),
      );
    const written = new Map(claims.map((c) => [c.key, c.orderId]));
    for (const order of placed) expect(written.get(order.key)).toBe(order.orderId);
    for (const order of shed) expect(written.has(order.key)).toBe(false);
  });
});
