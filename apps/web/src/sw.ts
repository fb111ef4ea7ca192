/// <reference lib="webworker" />
// The customer's phone keeps the order form's code, so a repeat visit downloads nothing it already
// has and the form opens with the network off; a staff phone keeps, besides, the staff code it has
// used. Built by vite-plugin-pwa (injectManifest) from apps/web/vite.config.ts, which chooses what is
// precached and lists the staff frames' files.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ORDER_LANDED_MESSAGE,
  ORDER_SYNC_TAG,
  queuedOrders,
  sendQueuedOrders,
} from './lib/offline-orders.ts';
import {
  isBuiltCode,
  KEEP_STAFF_FRAME_MESSAGE,
  STAFF_FRAME_KEPT_MESSAGE,
  type StaffFrameName,
} from './lib/staff-frame-message.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** Each staff frame's files outside the precache, from this worker's own build (vite.config.ts). */
declare const __STAFF_FRAME_FILES__: Record<StaffFrameName, readonly string[]>;

precacheAndRoute(self.__WB_MANIFEST);
// The first visit's page is looked after at once (there is no older code it could mix with).
clientsClaim();
// A new build's precache replaces the old one whole: no page mixes code from two builds.
cleanupOutdatedCaches();

// Every address of the app opens from the precached index.html, except what the server answers
// itself: its API, public shared files, the payment gateway's test page, metrics, downloads.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [
      /^\/api\//,
      /^\/dataapi\//,
      /^\/s\//,
      /^\/test-gateway/,
      /^\/metrics/,
      /\/[^/?]+\.[a-z0-9]+($|\?)/i,
    ],
  }),
);

// The order form's catalogue: shown at once from the phone's copy and refreshed behind it (the
// browser revalidates with the ETag the server sent, so an unchanged catalogue costs a 304). It
// holds products and prices, nothing about any customer. No other API answer is cached.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/api/catalogue',
  new StaleWhileRevalidate({
    cacheName: 'catalogue',
    plugins: [new ExpirationPlugin({ maxEntries: 1, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// The build's code outside the precache (the staff frames and pages), kept once fetched: a staff
// screen this phone has opened opens again in a dead zone, and customers' phones, which never fetch
// it, keep none. A file's name changes with its content, so a kept file is never stale and a new
// build's code is never mixed with an old one's; index.html comes only from the precache, which a new
// build replaces whole. Files an update left behind are no longer asked for and age out.
const keptCode = new CacheFirst({
  cacheName: 'kept-code',
  plugins: [
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isBuiltCode(url, self.location.origin),
  keptCode,
);

/**
 * A signed-in staff frame asks for its code to be kept: that frame's files from this build and what
 * the page had loaded (perhaps before this worker looked after it). Only the build's code, never an
 * API answer, and nothing the precache already holds.
 */
async function keepStaffFrame(event: ExtendableMessageEvent): Promise<void> {
  const frame: unknown = event.data?.frame;
  const loaded: unknown = event.data?.urls;
  const own = frame === 'staff' || frame === 'store' ? __STAFF_FRAME_FILES__[frame] : [];
  const urls = new Set<string>();
  for (const address of [...own, ...(Array.isArray(loaded) ? loaded : [])]) {
    if (typeof address !== 'string') continue;
    const url = new URL(address, self.location.href);
    if (isBuiltCode(url, self.location.origin) && getCacheKeyForURL(url.href) === undefined)
      urls.add(url.href);
  }
  const results = await Promise.allSettled(
    [...urls].map((url) => keptCode.handle({ request: new Request(url), event })),
  );
  const kept = results.filter((result) => result.status === 'fulfilled' && result.value.ok).length;
  event.source?.postMessage({ type: STAFF_FRAME_KEPT_MESSAGE, kept, of: urls.size });
}

self.addEventListener('message', (event) => {
  // The page asks for the new code to take over only when no form is being filled.
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === KEEP_STAFF_FRAME_MESSAGE) event.waitUntil(keepStaffFrame(event));
});

// An order confirmed with the network off is sent when it returns, even with the page closed; the
// open page (if any) is told, and takes the customer to the thank-you page.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== ORDER_SYNC_TAG) return;
  sync.waitUntil(
    sendQueuedOrders().then(async (landings) => {
      const pages = await self.clients.matchAll({ type: 'window' });
      for (const landing of landings) {
        for (const page of pages) page.postMessage({ type: ORDER_LANDED_MESSAGE, landing });
      }
      const left = await queuedOrders();
      // Still offline for some: fail the sync so the browser tries again later.
      if (left.length > 0) throw new Error('orders still waiting for the network');
    }),
  );
});
