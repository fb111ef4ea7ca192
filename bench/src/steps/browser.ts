import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium.ts';
import { type IdleWait, waitForNetworkIdle } from '../lib/network-idle.ts';
import { median, percentile } from '../lib/stats.ts';

/** Bytes that crossed the wire for one cold load, as Chromium counted them (headers included). */
export interface TransferBytes {
  /** index.html, scripts and styles: the app's own code. */
  code: number;
  /** the API answers the page fetched (the catalogue for the order form). */
  data: number;
  total: number;
  files: number;
  /** content-encoding of the scripts and styles ('identity' when none). */
  encodings: string[];
  /** When counting stopped: the network idle after usable, or the wait's time-out (then counted anyway). */
  idle: IdleWait;
}

export interface FirstLoads {
  customer: { br: TransferBytes; gzip: TransferBytes };
  staff: { br: TransferBytes; gzip: TransferBytes };
}

export interface PhoneLoad {
  /** Navigation start → the form usable, on the emulated phone with an empty cache. */
  usableMs: number;
  transfer: TransferBytes;
}

export interface BrowserFigures {
  firstLoads: FirstLoads;
  /** Navigation start → Review visible and enabled and the first category rendered, per cold load. */
  usableMs: number[];
  usableMedianMs: number;
  phone: PhoneLoad;
  keystroke: KeystrokeFigures;
}

export interface KeystrokeFigures {
  samples: number;
  /** keydown → the animation frame after the one that paints the change: an upper bound of the next paint. */
  doubleRaf: { medianMs: number; p95Ms: number };
  /** keydown → a task queued from the next animation frame, i.e. just after that frame. */
  rafThenTask: { medianMs: number; p95Ms: number };
  /**
   * The browser's own Event Timing (what INP is made of): per keystroke, the longest event's duration,
   * keydown to the next paint, in 8 ms steps; only events of 16 ms or more are reported at all.
   */
  eventTiming: { reported: number; under16ms: number; medianMs: number; p95Ms: number };
}

const COLD_LOADS = 3;
const KEYSTROKES = 20;

/** Polls from the very first frame, so the moment the form became usable is known to within a frame. */
const USABLE_PROBE = `(() => {
  const check = () => {
    const review = Array.from(document.querySelectorAll('button')).find((b) => (b.textContent || '').trim() === 'Review');
    const reviewReady = review && !review.disabled && review.getAttribute('aria-disabled') !== 'true' &&
      review.getClientRects().length > 0 && getComputedStyle(review).visibility !== 'hidden';
    const category = document.querySelector('details > summary');
    if (reviewReady && category) { window.__benchUsableAt = performance.now(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * DevTools' "Fast 3G" preset: 150 ms RTT × 3.75, 1.6 Mbit/s down and 750 kbit/s up, each × 0.9 —
 * the figures Chromium's own throttling presets use.
 */
export const FAST_3G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
/** A mid-range phone runs scripts about four times slower than this machine's core. */
export const PHONE_CPU_SLOWDOWN = 4;

interface LoadOptions {
  url: string;
  /** What the browser says it accepts: 'br' and 'gzip' runs each force their own. */
  acceptEncoding: string;
  /** Runs in the fresh context before the page loads (a staff sign-in). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Resolves when the page is usable; its value is the moment, in page time. */
  ready: (page: Page) => Promise<number>;
  phone?: boolean;
}

/**
 * One cold load in a fresh context (empty cache), counting what Chromium received for every
 * request: Network.loadingFinished's encodedDataLength, the bytes on the wire after the server's
 * content-encoding. Nothing is compressed or summed from bodies here.
 */
async function coldLoad(
  browser: Browser,
  options: LoadOptions,
): Promise<{ readyMs: number; transfer: TransferBytes }> {
  const context = await browser.newContext();
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Chromium offers br only over HTTPS; the bench serves plain HTTP on loopback, so each run
    // states the encodings it accepts, as a phone on the shop's HTTPS address would.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': options.acceptEncoding } });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.phone) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
    }
    const requests = new Map<string, { kind: 'code' | 'data' | 'other'; encoding: string }>();
    const received = new Map<string, number>();
    const started = new Set<string>();
    const ended = new Set<string>();
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      started.add(event.requestId);
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      ended.add(event.requestId);
      lastActivity = performance.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      const path = new URL(event.response.url).pathname;
      const kind =
        event.type === 'Document' || event.type === 'Script' || event.type === 'Stylesheet'
          ? 'code'
          : path.startsWith('/api/') || path.startsWith('/dataapi/')
            ? 'data'
            : 'other';
      requests.set(event.requestId, { kind, encoding: headers['content-encoding'] ?? 'identity' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      received.set(event.requestId, event.encodedDataLength);
      ended.add(event.requestId);
      lastActivity = performance.now();
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    await page.addInitScript(USABLE_PROBE);
    await page.goto(options.url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const readyMs = await options.ready(page).catch(async (error: unknown) => {
      throw new Error(`the page did not become usable: ${String(error)}\n${await describe(page, problems)}`);
    });
    // Chunks fetched just after the page appears still belong to the first load: count once nothing
    // has been in flight for 500 ms (or say that the wait ran out).
    const idle = await waitForNetworkIdle({
      inFlight: () => [...started].filter((id) => !ended.has(id)).length,
      lastActivity: () => lastActivity,
    });
    const transfer: TransferBytes = { code: 0, data: 0, total: 0, files: 0, encodings: [], idle };
    const encodings = new Set<string>();
    for (const [id, bytes] of received) {
      const request = requests.get(id);
      transfer.total += bytes;
      transfer.files += 1;
      if (request?.kind === 'code') {
        transfer.code += bytes;
        encodings.add(request.encoding);
      }
      if (request?.kind === 'data') transfer.data += bytes;
    }
    transfer.encodings = [...encodings];
    return { readyMs, transfer };
  } finally {
    await context.close();
  }
}

/** The order form is usable: Review enabled and the first category drawn (USABLE_PROBE). */
async function orderFormUsable(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __benchUsableAt?: number }).__benchUsableAt ?? false,
    undefined,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** /links, where sign-in lands, drew its heading and cards. */
async function dashboardShown(page: Page): Promise<number> {
  await page.getByRole('heading', { name: 'Welcome' }).waitFor({ state: 'visible', timeout: 60_000 });
  return page.evaluate(() => performance.now());
}

/** What the page shows, for an error message when it never became usable. */
async function describe(page: Page, problems: string[]): Promise<string> {
  const state = await page
    .evaluate(() => {
      const buttons = Array.from(document.querySelectorAll('button')).map(
        (b) => `${JSON.stringify((b.textContent ?? '').trim())}${b.disabled ? ' (disabled)' : ''}`,
      );
      const headers = document.querySelectorAll('details > summary').length;
      const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300);
      return `buttons: ${buttons.join(', ') || 'none'}; collapse headers: ${headers}; text: ${text}`;
    })
    .catch((error: unknown) => `(page not readable: ${String(error)})`);
  return [state, ...problems.slice(0, 10)].join('\n');
}

/** Opens the first product category and times keystrokes in an item's quantity box to the next paint. */
async function keystrokes(browser: Browser, url: string): Promise<KeystrokeFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const input = await openFirstCategory(page);
    await input.click();
    await page.keyboard.type('1');
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      type Sample = { doubleRaf: number; rafThenTask: number };
      const w = window as unknown as { __benchKeys: Sample[]; __benchEvents: Map<number, number> };
      w.__benchKeys = [];
      w.__benchEvents = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (!entry.interactionId) continue;
          w.__benchEvents.set(
            entry.interactionId,
            Math.max(w.__benchEvents.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      window.addEventListener(
        'keydown',
        (event) => {
          const now = performance.now();
          // The event's own time (as INP counts it) when it is sane, else when our listener ran.
          const t0 = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
          const sample: Sample = { doubleRaf: Number.NaN, rafThenTask: Number.NaN };
          w.__benchKeys.push(sample);
          requestAnimationFrame(() => {
            setTimeout(() => {
              sample.rafThenTask = performance.now() - t0;
            }, 0);
            requestAnimationFrame(() => {
              sample.doubleRaf = performance.now() - t0;
            });
          });
        },
        { capture: true },
      );
    });
    for (let i = 0; i < KEYSTROKES; i++) {
      // 1 → 12 → 1 → 12 …: always a valid quantity, always a change the order bar must show.
      await page.keyboard.press(i % 2 === 0 ? '2' : 'Backspace');
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
    const { keys, events } = await page.evaluate(() => {
      const w = window as unknown as {
        __benchKeys: { doubleRaf: number; rafThenTask: number }[];
        __benchEvents: Map<number, number>;
      };
      return { keys: w.__benchKeys, events: [...w.__benchEvents.values()] };
    });
    const doubleRaf = keys.map((k) => k.doubleRaf).filter((v) => Number.isFinite(v));
    const rafThenTask = keys.map((k) => k.rafThenTask).filter((v) => Number.isFinite(v));
    if (doubleRaf.length === 0) throw new Error('no keystroke was measured');
    return {
      samples: doubleRaf.length,
      doubleRaf: { medianMs: median(doubleRaf), p95Ms: percentile(doubleRaf, 95) },
      rafThenTask: { medianMs: median(rafThenTask), p95Ms: percentile(rafThenTask, 95) },
      eventTiming: {
        reported: events.length,
        under16ms: Math.max(0, doubleRaf.length - events.length),
        medianMs: median(events),
        p95Ms: percentile(events, 95),
      },
    };
  } finally {
    await context.close();
  }
}

const QUANTITY = 'input[aria-label^="Quantity"], input[inputmode="decimal"], input[type="number"]';

async function openFirstCategory(page: Page) {
  // The form's categories are <details> since the customer's pages left antd (decision 030).
  const productHeaders = page.locator('section[aria-labelledby="products-heading"] details > summary');
  const anyHeaders = page.locator('details > summary');
  await anyHeaders.first().waitFor({ state: 'visible', timeout: 60_000 });
  const header = (await productHeaders.count()) > 0 ? productHeaders.first() : anyHeaders.first();
  await header.click();
  const inPanel = page.locator(`details[open] :is(${QUANTITY})`);
  const input = (await inPanel
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(() => true)
    .catch(() => false))
    ? inPanel.first()
    : page.locator(QUANTITY).first();
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  return input;
}

export async function measureBrowser(options: {
  url: string;
  /** A staff user who may open /links, for the first staff page. */
  staff: { username: string; password: string };
}): Promise<BrowserFigures> {
  const browser = await launchChromium();
  const customer = (acceptEncoding: string, phone = false) =>
    coldLoad(browser, { url: options.url, acceptEncoding, ready: orderFormUsable, phone });
  const signIn = async (context: BrowserContext) => {
    const basic = Buffer.from(`${options.staff.username}:${options.staff.password}`).toString('base64');
    const res = await context.request.post(new URL('/dataapi/login', options.url).toString(), {
      headers: { authorization: `Basic ${basic}` },
    });
    if (!res.ok()) throw new Error(`staff sign-in answered ${res.status()}`);
  };
  const staff = (acceptEncoding: string) =>
    coldLoad(browser, {
      url: new URL('/links', options.url).toString(),
      acceptEncoding,
      prepare: signIn,
      ready: dashboardShown,
    });
  try {
    const loads: number[] = [];
    let customerBr: TransferBytes | undefined;
    for (let i = 0; i < COLD_LOADS; i++) {
      const load = await customer(BROTLI);
      loads.push(load.readyMs);
      customerBr ??= load.transfer;
    }
    if (!customerBr) throw new Error('no page load');
    const phone = await customer(BROTLI, true);
    return {
      firstLoads: {
        customer: { br: customerBr, gzip: (await customer(GZIP)).transfer },
        staff: { br: (await staff(BROTLI)).transfer, gzip: (await staff(GZIP)).transfer },
      },
      usableMs: loads,
      usableMedianMs: median(loads),
      phone: { usableMs: phone.readyMs, transfer: phone.transfer },
      keystroke: await keystrokes(browser, options.url),
    };
  } finally {
    await browser.close();
  }
}

const BROTLI = 'gzip, deflate, br';
const GZIP = 'gzip, deflate';
