/// <reference lib="webworker" />
// The customer's phone keeps the order form's code, so a repeat visit downloads nothing it already
// has and the form opens with the network off. Built by vite-plugin-pwa (injectManifest) from
// apps/web/vite.config.ts, which chooses what is precached.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import {
  ORDER_LANDED_MESSAGE,
  ORDER_SYNC_TAG,
  queuedOrders,
  sendQueuedOrders,
} from './lib/offline-orders.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

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

// The page asks for the new code to take over only when no form is being filled.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
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
