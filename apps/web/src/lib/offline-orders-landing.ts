import { useEffect, useRef } from 'react';
import {
  ORDER_LANDED_MESSAGE,
  ORDER_SYNC_TAG,
  type OrderLanding,
  type QueuedOrder,
  queueOrder,
  sendQueuedOrders,
} from './offline-orders.ts';

/** Whether the error is the phone not reaching the shop at all (no HTTP answer came back). */
export function isOffline(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 0 &&
    (error as { code?: unknown }).code === 'network'
  );
}

/**
 * Keeps an order on the phone and asks the service worker to send it when the network returns
 * (Background Sync, where the browser has it; otherwise the page sends it on `online`).
 */
export async function keepOrderForLater(order: Omit<QueuedOrder, 'savedAt'>): Promise<void> {
  await queueOrder({ ...order, savedAt: Date.now() });
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(ORDER_SYNC_TAG);
  } catch {
    // No Background Sync: the `online` event and the next open of the form send it.
  }
}

/**
 * Sends the orders kept on this phone when the form opens and whenever the network returns, and
 * hands the form each of its own (`path`) once the shop answered, whoever sent it (this page or the
 * service worker).
 */
export function useQueuedOrderLandings(path: string, onLanding: (landing: OrderLanding) => void): void {
  const latest = useRef(onLanding);
  latest.current = onLanding;
  useEffect(() => {
    let live = true;
    const hand = (landing: OrderLanding) => {
      if (live && landing.order.path === path) latest.current(landing);
    };
    const send = () => {
      sendQueuedOrders().then(
        (landings) => landings.forEach(hand),
        () => {},
      );
    };
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; landing?: OrderLanding } | null;
      if (data?.type === ORDER_LANDED_MESSAGE && data.landing) hand(data.landing);
    };
    send();
    window.addEventListener('online', send);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      live = false;
      window.removeEventListener('online', send);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [path]);
}
