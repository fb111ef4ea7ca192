import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

type LandingHandler = { current: (landing: OrderLanding) => void };

/** The open form of each kind, by the path its orders are sent to: it takes its own landings. */
const forms = new Map<string, LandingHandler>();
/** The customer's frame: it takes the landings no open form claims. */
const frames = new Set<LandingHandler>();
let listeners = 0;

function hand(landing: OrderLanding): void {
  const form = forms.get(landing.order.path);
  if (form) form.current(landing);
  else for (const frame of frames) frame.current(landing);
}

function sendAndHand(): void {
  sendQueuedOrders().then(
    (landings) => landings.forEach(hand),
    () => {},
  );
}

function fromWorker(event: MessageEvent): void {
  const data = event.data as { type?: string; landing?: OrderLanding } | null;
  if (data?.type === ORDER_LANDED_MESSAGE && data.landing) hand(data.landing);
}

/**
 * While any page that takes landings is open: sends the kept orders at once and whenever the network
 * returns, and hears the service worker's. One listener for the page however many hooks ask, so a
 * landing is handed over once.
 */
function useSendingKeptOrders(): void {
  useEffect(() => {
    if (listeners++ === 0) {
      window.addEventListener('online', sendAndHand);
      navigator.serviceWorker?.addEventListener('message', fromWorker);
    }
    sendAndHand();
    return () => {
      if (--listeners > 0) return;
      window.removeEventListener('online', sendAndHand);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);
}

function useLatest(onLanding: (landing: OrderLanding) => void): LandingHandler {
  const latest = useRef(onLanding);
  latest.current = onLanding;
  return latest;
}

/** Navigation state that hands a landing to its form, which takes it when it opens (below). */
export type HandedOverLanding = { handedOverLanding: OrderLanding };

function handedOverTo(path: string | null, state: unknown): OrderLanding | null {
  const landing = (state as Partial<HandedOverLanding> | null)?.handedOverLanding;
  return path !== null && landing?.order.path === path ? landing : null;
}

/**
 * A form: sends the orders kept on this phone when it opens and whenever the network returns, and
 * takes each of its own (`path`) once the shop answered, whoever sent it (this page or the service
 * worker), or when a page that heard it while the form was closed hands it over by a link's state
 * (taken once). A null path claims none (a form that never keeps an order) but still sends them.
 */
export function useQueuedOrderLandings(
  path: string | null,
  onLanding: (landing: OrderLanding) => void,
): void {
  const latest = useLatest(onLanding);
  useEffect(() => {
    if (path === null) return;
    forms.set(path, latest);
    return () => {
      if (forms.get(path) === latest) forms.delete(path);
    };
  }, [path, latest]);
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = handedOverTo(path, location.state);
  useEffect(() => {
    if (!handedOver) return;
    navigate(location.pathname + location.search, { replace: true, state: null });
    latest.current(handedOver);
  }, [handedOver, latest, navigate, location.pathname, location.search]);
  useSendingKeptOrders();
}

/**
 * Any customer page: takes the landings no open form claims (an advance order landing while the
 * main form is open, or any while a thank-you page is), so the customer sees each wherever they are.
 */
export function useUnclaimedOrderLandings(onLanding: (landing: OrderLanding) => void): void {
  const latest = useLatest(onLanding);
  useEffect(() => {
    frames.add(latest);
    return () => {
      frames.delete(latest);
    };
  }, [latest]);
  useSendingKeptOrders();
}
