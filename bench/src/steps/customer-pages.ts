import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { launchChromium } from '../lib/chromium.ts';
import { type IdleWait, waitForNetworkIdle } from '../lib/network-idle.ts';
import { makeOrderBody } from '../lib/order-body.ts';
import { signInAdmin, signInContext } from '../lib/timing.ts';
import { FAST_3G, PHONE_CPU_SLOWDOWN } from './browser.ts';

/**
 * What a phone receives for each customer page, counted until the page is usable AND the network is
 * really idle, and the order form's cold and repeat visits on the emulated phone.
 */

/** What makes each page usable, checked every frame from before the page's own scripts. */
interface UsableSpec {
  /** An h1/h2 whose text starts with this. */
  heading?: string;
  /** A visible, enabled button with exactly this text. */
  button?: string;
  /** A product category drawn (the order forms). */
  category?: boolean;
}

interface CustomerPage {
  name: string;
  path: string;
  usable: UsableSpec;
  /** Signed in as a staff member first (the store's vegetable bookings). */
  staff?: boolean;
}

export interface FileBytes {
  url: string;
  type: string;
  bytes: number;
}

export interface VisitCount {
  /** Navigation start → usable, page time. */
  usableMs: number;
  /** Whether no request was in flight for 500 ms after usable before 30 s ran out, and when. */
  idle: IdleWait;
  /** Document, scripts, styles (modulepreload and prefetch included): encoded bytes, headers included. */
  code: { bytes: number; files: number };
  /** Every response, API data included. */
  all: { bytes: number; files: number };
  /** Of those, answered by a service worker (their bytes are what the page saw, not the wire). */
  fromServiceWorker: { bytes: number; files: number };
  /** Of those, answered from the HTTP cache (memory or disk). */
  fromCache: { bytes: number; files: number };
  /** The service worker's own fetches during the visit (precache), when Playwright reports them. */
  serviceWorkerOwn: { bytes: number; files: number };
  top: FileBytes[];
}

export interface CustomerPageCount extends VisitCount {
  name: string;
  path: string;
}

export interface CustomerPagesFigures {
  pages: CustomerPageCount[];
  phone: {
    cold: VisitCount;
    repeat: VisitCount;
    /** A service worker controlled the repeat visit. */
    serviceWorkerControlled: boolean;
  };
}

const USABLE_TIMEOUT_MS = 120_000;
const BROTLI = 'gzip, deflate, br';

const probe = (spec: UsableSpec) => `(() => {
  const spec = ${JSON.stringify(spec)};
  const visible = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const check = () => {
    let ok = true;
    if (spec.heading) ok = ok && Array.from(document.querySelectorAll('h1, h2')).some((h) => visible(h) && (h.textContent || '').trim().startsWith(spec.heading));
    if (spec.button) {
      const b = Array.from(document.querySelectorAll('button')).find((x) => (x.textContent || '').trim() === spec.button);
      ok = ok && Boolean(b) && !b.disabled && b.getAttribute('aria-disabled') !== 'true' && visible(b);
    }
    if (spec.category) ok = ok && Boolean(document.querySelector('details > summary'));
    if (ok) { window.__benchUsableAt = performance.now(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface RequestRecord {
  url: string;
  type: string;
  done: boolean;
  bytes: number;
  fromServiceWorker: boolean;
  fromCache: boolean;
}

/** Every request the page makes, from CDP, and the service worker's own from Playwright. */
class NetworkCount {
  private readonly records = new Map<string, RequestRecord>();
  private readonly swOwn = new Map<Request, { done: boolean; bytes: number }>();
  lastActivity = performance.now();

  constructor(cdp: CDPSession, context: BrowserContext) {
    const record = (id: string) => {
      let r = this.records.get(id);
      if (!r) {
        r = { url: '', type: 'Other', done: false, bytes: 0, fromServiceWorker: false, fromCache: false };
        this.records.set(id, r);
      }
      this.lastActivity = performance.now();
      return r;
    };
    cdp.on('Network.requestWillBeSent', (e) => {
      const r = record(e.requestId);
      r.url = e.request.url;
      if (e.type) r.type = e.type;
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      record(e.requestId).fromCache = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = record(e.requestId);
      r.type = e.type;
      r.fromServiceWorker ||= Boolean(e.response.fromServiceWorker);
      r.fromCache ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = record(e.requestId);
      r.done = true;
      r.bytes = e.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (e) => {
      record(e.requestId).done = true;
    });
    context.on('request', (request) => {
      if (!request.serviceWorker()) return;
      this.swOwn.set(request, { done: false, bytes: 0 });
      this.lastActivity = performance.now();
    });
    const settle = (request: Request, finished: boolean) => {
      const r = this.swOwn.get(request);
      if (!r) return;
      this.lastActivity = performance.now();
      if (!finished) {
        r.done = true;
        return;
      }
      request
        .sizes()
        .then((s) => {
          r.bytes = s.responseBodySize + s.responseHeadersSize;
        })
        .catch(() => {})
        .finally(() => {
          r.done = true;
        });
    };
    context.on('requestfinished', (request) => settle(request, true));
    context.on('requestfailed', (request) => settle(request, false));
  }

  reset(): void {
    this.records.clear();
    this.swOwn.clear();
    this.lastActivity = performance.now();
  }

  inFlight(): number {
    let n = 0;
    for (const r of this.records.values()) if (!r.done) n++;
    for (const r of this.swOwn.values()) if (!r.done) n++;
    return n;
  }

  idle(): Promise<IdleWait> {
    return waitForNetworkIdle({ inFlight: () => this.inFlight(), lastActivity: () => this.lastActivity });
  }

  count(): Omit<VisitCount, 'usableMs' | 'idle'> {
    const out = {
      code: { bytes: 0, files: 0 },
      all: { bytes: 0, files: 0 },
      fromServiceWorker: { bytes: 0, files: 0 },
      fromCache: { bytes: 0, files: 0 },
      serviceWorkerOwn: { bytes: 0, files: 0 },
      top: [] as FileBytes[],
    };
    const add = (to: { bytes: number; files: number }, bytes: number) => {
      to.bytes += bytes;
      to.files += 1;
    };
    for (const r of this.records.values()) {
      if (!r.done || r.url.startsWith('data:')) continue;
      add(out.all, r.bytes);
      if (r.fromServiceWorker) add(out.fromServiceWorker, r.bytes);
      if (r.fromCache) add(out.fromCache, r.bytes);
      if (isCode(r)) {
        add(out.code, r.bytes);
        out.top.push({ url: new URL(r.url).pathname, type: r.type, bytes: r.bytes });
      }
    }
    for (const r of this.swOwn.values()) if (r.done) add(out.serviceWorkerOwn, r.bytes);
    out.top = out.top.sort((a, b) => b.bytes - a.bytes).slice(0, 10);
    return out;
  }
}

/** The document, scripts and styles, whatever asked for them (modulepreload and prefetch too). */
function isCode(r: RequestRecord): boolean {
  if (r.type === 'Document' || r.type === 'Script' || r.type === 'Stylesheet') return true;
  const path = new URL(r.url).pathname;
  return !path.startsWith('/api/') && !path.startsWith('/dataapi/') && /\.(m?js|css|html)$/.test(path);
}

async function openPage(
  context: BrowserContext,
  options: { phone: boolean },
): Promise<{ page: Page; net: NetworkCount }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium offers br only over HTTPS; the bench serves plain HTTP on loopback. The context's own
  // header (set where it is made) reaches a service worker's fetches too; this one the page's.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': BROTLI } });
  if (options.phone) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  }
  return { page, net: new NetworkCount(cdp, context) };
}

/** One navigation: usable, then really idle, then the count of what arrived for it. */
async function visit(page: Page, net: NetworkCount, url: string, spec: UsableSpec): Promise<VisitCount> {
  net.reset();
  await page.addInitScript(probe(spec));
  await page.goto(url, { waitUntil: 'commit', timeout: USABLE_TIMEOUT_MS });
  const handle = await page
    .waitForFunction(
      () => (window as unknown as { __benchUsableAt?: number }).__benchUsableAt ?? false,
      undefined,
      {
        timeout: USABLE_TIMEOUT_MS,
      },
    )
    .catch(async (error: unknown) => {
      const text = await page
        .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300))
        .catch(() => '');
      throw new Error(`${url} did not become usable (${JSON.stringify(spec)}): ${String(error)}\n${text}`);
    });
  const usableMs = Math.round((await handle.jsonValue()) as number);
  const idle = await net.idle();
  return { usableMs, idle, ...net.count() };
}

/** An order placed through the API as the form places it, delivered and priced by the admin. */
async function makeOrder(
  url: string,
  adminPassword: string,
  itemIds: readonly number[],
): Promise<{ orderId: string; customerKey: string; verificationKey: string }> {
  const placed = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(makeOrderBody({ firstName: 'BenchPages', n: 7, itemIds, lines: 3 })),
  });
  const { orderId } = (await placed.json()) as { orderId: string };
  if (!placed.ok || !orderId) throw new Error(`POST /api/orders answered ${placed.status}`);
  const token = await signInAdmin(url, adminPassword);
  const headers = { authorization: token, 'content-type': 'application/json', accept: 'application/json' };
  type Listed = { orderId: string; version: number; customerKey: string; verificationKey: string };
  const listed = await fetch(`${url}/api/admin/orders?page=1&pageSize=200`, { headers });
  const order = ((await listed.json()) as { orders: Listed[] }).orders.find((o) => o.orderId === orderId);
  if (!order) throw new Error(`order ${orderId} not in the admin list (${listed.status})`);
  let version = order.version;
  for (const change of [{ amountPaise: 84_000 }, { status: 'Delivered' }]) {
    const res = await fetch(`${url}/api/admin/orders/${encodeURIComponent(orderId)}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version, ...change }),
    });
    if (!res.ok)
      throw new Error(`PATCH ${JSON.stringify(change)} answered ${res.status}: ${await res.text()}`);
    version = ((await res.json()) as { version: number }).version;
  }
  return { orderId, customerKey: order.customerKey, verificationKey: order.verificationKey };
}

export async function measureCustomerPages(options: {
  url: string;
  adminPassword: string;
  itemIds: readonly number[];
}): Promise<CustomerPagesFigures> {
  const { orderId, customerKey, verificationKey } = await makeOrder(
    options.url,
    options.adminPassword,
    options.itemIds,
  );
  const id = encodeURIComponent(orderId);
  const pages: CustomerPage[] = [
    { name: 'order form', path: '/', usable: { button: 'Review', category: true } },
    { name: 'Bangalore form', path: '/bangalore', usable: { button: 'Review', category: true } },
    {
      name: 'advance order',
      path: '/advance',
      usable: { heading: 'Order ahead for the festival', button: 'Review' },
    },
    {
      name: 'thank-you',
      path: `/thank-you/${id}?${new URLSearchParams({ key: customerKey })}`,
      usable: { heading: 'Thank you,' },
    },
    {
      name: 'payment link',
      path: `/payment?${new URLSearchParams({ orderid: orderId, amount: '840.00', key: customerKey })}`,
      usable: { heading: 'Pay for order' },
    },
    {
      name: 'verification',
      path: `/customerorderverification/${id}?${new URLSearchParams({ key: verificationKey })}`,
      usable: { heading: 'Your order' },
    },
    {
      name: 'veg stock',
      path: '/vegstock',
      usable: { heading: 'Daily Vegetable Stock', button: 'Review' },
      staff: true,
    },
    {
      name: 'veg wastages',
      path: '/vegwastages',
      usable: { heading: 'Daily Vegetable Wastage', button: 'Review' },
      staff: true,
    },
  ];
  const browser: Browser = await launchChromium();
  try {
    const counted: CustomerPageCount[] = [];
    for (const p of pages) {
      // A fresh context: an empty HTTP cache and no service worker.
      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': BROTLI } });
      try {
        if (p.staff) await signInContext(context, options.url, options.adminPassword);
        const { page, net } = await openPage(context, { phone: false });
        const v = await visit(page, net, new URL(p.path, options.url).toString(), p.usable);
        counted.push({ name: p.name, path: p.path.split('?')[0] as string, ...v });
      } finally {
        await context.close();
      }
    }
    // The order form on the emulated phone: a cold visit, then a second navigation in the same context.
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': BROTLI } });
    try {
      const { page, net } = await openPage(context, { phone: true });
      const spec = pages[0]?.usable as UsableSpec;
      const cold = await visit(page, net, options.url, spec);
      // A service worker, when the app registers one, gets a bounded moment to take over first.
      await page
        .evaluate(
          () =>
            Promise.race([
              navigator.serviceWorker
                ?.getRegistration()
                .then((r) => (r ? navigator.serviceWorker.ready : null)),
              new Promise((resolve) => setTimeout(resolve, 10_000)),
            ]).then(() => undefined),
          undefined,
        )
        .catch(() => {});
      const repeat = await visit(page, net, options.url, spec);
      const serviceWorkerControlled = await page
        .evaluate(() => Boolean(navigator.serviceWorker?.controller))
        .catch(() => false);
      return { pages: counted, phone: { cold, repeat, serviceWorkerControlled } };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
