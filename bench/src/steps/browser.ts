import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { median, percentile } from '../lib/stats.ts';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export interface FirstLoadBytes {
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  /** content-encoding the server sent for scripts and styles ('identity' when none). */
  servedEncodings: string[];
}

export interface BrowserFigures {
  firstLoad: FirstLoadBytes;
  /** Navigation start → Review visible and enabled and the first category rendered, per cold load. */
  usableMs: number[];
  usableMedianMs: number;
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
    const category = document.querySelector('.ant-collapse-header, .ant-collapse-item, [aria-expanded][role="button"], details > summary');
    if (reviewReady && category) { window.__benchUsableAt = performance.now(); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function coldLoad(browser: Browser, url: string): Promise<{ usableMs: number; bytes: FirstLoadBytes }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(USABLE_PROBE);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    const assets: Promise<{ kind: 'js' | 'css'; body: Buffer; encoding: string } | null>[] = [];
    page.on('response', (response: Response) => {
      const kind = assetKind(response);
      if (!kind) return;
      assets.push(
        response
          .body()
          .then(async (body) => ({
            kind,
            body,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const usableMs = await page
      .waitForFunction(
        () => (window as unknown as { __benchUsableAt?: number }).__benchUsableAt ?? false,
        undefined,
        {
          timeout: 60_000,
        },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(async (error: unknown) => {
        throw new Error(
          `the form did not become usable: ${String(error)}\n${await describe(page, problems)}`,
        );
      });
    // Chunks fetched just after the form appears still belong to the first load.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const loaded = (await Promise.all(assets)).filter((a) => a !== null);
    const sum = (kind: 'js' | 'css') => {
      const mine = loaded.filter((a) => a.kind === kind);
      return {
        files: mine.length,
        raw: mine.reduce((n, a) => n + a.body.length, 0),
        // Default zlib level (6), as on-the-fly compression would send it.
        gzip: mine.reduce((n, a) => n + gzipSync(a.body).length, 0),
      };
    };
    return {
      usableMs,
      bytes: { js: sum('js'), css: sum('css'), servedEncodings: [...new Set(loaded.map((a) => a.encoding))] },
    };
  } finally {
    await context.close();
  }
}

/** What the page shows, for an error message when it never became usable. */
async function describe(page: Page, problems: string[]): Promise<string> {
  const state = await page
    .evaluate(() => {
      const buttons = Array.from(document.querySelectorAll('button')).map(
        (b) => `${JSON.stringify((b.textContent ?? '').trim())}${b.disabled ? ' (disabled)' : ''}`,
      );
      const headers = document.querySelectorAll('.ant-collapse-header').length;
      const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300);
      return `buttons: ${buttons.join(', ') || 'none'}; collapse headers: ${headers}; text: ${text}`;
    })
    .catch((error: unknown) => `(page not readable: ${String(error)})`);
  return [state, ...problems.slice(0, 10)].join('\n');
}

function assetKind(response: Response): 'js' | 'css' | null {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || /\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return null;
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
  const productHeaders = page.locator('section[aria-labelledby="products-heading"] .ant-collapse-header');
  const anyHeaders = page.locator('.ant-collapse-header, [aria-expanded][role="button"]');
  await anyHeaders.first().waitFor({ state: 'visible', timeout: 60_000 });
  const header = (await productHeaders.count()) > 0 ? productHeaders.first() : anyHeaders.first();
  await header.click();
  const inPanel = page.locator(`.ant-collapse-item-active :is(${QUANTITY})`);
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

export async function measureBrowser(options: { url: string }): Promise<BrowserFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const loads: { usableMs: number; bytes: FirstLoadBytes }[] = [];
    for (let i = 0; i < COLD_LOADS; i++) loads.push(await coldLoad(browser, options.url));
    const first = loads[0];
    if (!first) throw new Error('no page load');
    const usableMs = loads.map((l) => l.usableMs);
    return {
      firstLoad: first.bytes,
      usableMs,
      usableMedianMs: median(usableMs),
      keystroke: await keystrokes(browser, options.url),
    };
  } finally {
    await browser.close();
  }
}
