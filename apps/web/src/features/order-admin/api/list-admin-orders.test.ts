import type { AdminOrderList } from '@kadai/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrderRow } from '../testing/admin-order-row.ts';
import { adminOrdersQueryOptions, firstOrderListQuery, prefetchFirstOrderList } from './list-admin-orders.ts';

const order = adminOrderRow(1);
const listOf = (orderId: string): AdminOrderList =>
  ({ orders: [{ ...order, orderId }], total: 1, page: 1, pageSize: 1000 }) as AdminOrderList;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

/** The cached first page of /admin after the loader's prefetch, and what was fetched again. */
async function prefetch(early: { path: string; response: Promise<Response> }) {
  const fetched = vi.fn(async (path: string) => {
    expect(path).toBe('/api/admin/orders?page=1&pageSize=1000');
    return json(listOf('ORDASKED01'));
  });
  vi.stubGlobal('fetch', fetched);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchFirstOrderList(queryClient, false, early);
  const cached = queryClient.getQueryData(adminOrdersQueryOptions(firstOrderListQuery(false)).queryKey);
  return { orderIds: cached?.orders.map((o) => o.orderId), fetchedAgain: fetched.mock.calls.length };
}

describe("the first page of /admin, asked for by the route's loader", () => {
  it('takes the early answer for exactly its path, without asking again', async () => {
    const early = {
      path: '/api/admin/orders?page=1&pageSize=1000',
      response: Promise.resolve(json(listOf('ORDEARLY01'))),
    };
    expect(await prefetch(early)).toEqual({ orderIds: ['ORDEARLY01'], fetchedAgain: 0 });
  });

  it('asks again the usual way when the early answer is a refusal, a failure or for another path', async () => {
    const refused = {
      path: '/api/admin/orders?page=1&pageSize=1000',
      response: Promise.resolve(json({}, 401)),
    };
    expect(await prefetch(refused)).toEqual({ orderIds: ['ORDASKED01'], fetchedAgain: 1 });
    const failed = {
      path: '/api/admin/orders?page=1&pageSize=1000',
      response: Promise.reject(new TypeError('offline')),
    };
    expect(await prefetch(failed)).toEqual({ orderIds: ['ORDASKED01'], fetchedAgain: 1 });
    const other = {
      path: '/api/admin/orders?unpaid=true&page=1&pageSize=1000',
      response: Promise.resolve(json(listOf('ORDUNPAID1'))),
    };
    expect(await prefetch(other)).toEqual({ orderIds: ['ORDASKED01'], fetchedAgain: 1 });
  });
});
