/**
 * Orders the customer confirmed while the phone had no network: kept in this phone's IndexedDB with
 * their body and Idempotency-Key until the shop has them. Both the page (on `online`, and when the
 * form opens) and the service worker (Background Sync, where the browser has it) send them; a lock
 * lets one sender at a time through, and the key makes a resend the same order, never a second one.
 * This file runs in the page and in the worker, so it uses nothing but fetch, IndexedDB and locks.
 */

import { idbStore, oneAtATime } from './idb-store.ts';

export type QueuedOrder = {
  /** The Idempotency-Key the form chose for this order; also the record's key. */
  key: string;
  /** Where the order is POSTed: /api/orders. */
  path: string;
  request: unknown;
  savedAt: number;
};

/** What became of a queued order once the shop answered. */
export type OrderLanding =
  | { order: QueuedOrder; outcome: 'placed'; receipt: unknown }
  | { order: QueuedOrder; outcome: 'refused'; status: number; body: unknown };

export const ORDER_SYNC_TAG = 'kadai-queued-orders';
export const ORDER_LANDED_MESSAGE = 'kadai-order-landed';

const DB_NAME = 'kadai-offline';
const orders = idbStore<QueuedOrder>({ db: DB_NAME, store: 'orders', keyPath: 'key' });

export function queueOrder(order: QueuedOrder): Promise<void> {
  return orders.put(order);
}

export function queuedOrders(): Promise<QueuedOrder[]> {
  return orders.getAll();
}

/**
 * A 4xx the same body would get again: the order is not sent again. Too many orders from this address
 * (429) or a request the shop gave up waiting for (408) is a "not now": the order waits for the next try.
 */
export function refusedForGood(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function forget(key: string): Promise<void> {
  return orders.delete(key);
}

/**
 * Sends every queued order once, one sender at a time. An order leaves the phone's store only once
 * the shop answered 2xx (placed) or a 4xx (refused for good, the form shows why); a network error or
 * a 5xx keeps it for the next try.
 */
export async function sendQueuedOrders(): Promise<OrderLanding[]> {
  const send = async (): Promise<OrderLanding[]> => {
    const landed: OrderLanding[] = [];
    for (const order of await queuedOrders()) {
      let response: Response;
      try {
        response = await fetch(order.path, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'Idempotency-Key': order.key,
          },
          body: JSON.stringify(order.request),
          credentials: 'same-origin',
        });
      } catch {
        break; // still offline: the rest wait too
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        await forget(order.key);
        landed.push({ order, outcome: 'placed', receipt: body });
      } else if (refusedForGood(response.status)) {
        await forget(order.key);
        landed.push({ order, outcome: 'refused', status: response.status, body });
      }
    }
    return landed;
  };
  return oneAtATime(DB_NAME, send);
}
