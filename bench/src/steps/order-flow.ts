import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/chromium.ts';
import { median, round } from '../lib/stats.ts';

/** A 360 px phone, as customers use the order form. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
const ITEMS = 8;
/** What the customer types (the e2e customer); the remembered case starts with these on the device. */
const CUSTOMER = {
  firstName: 'Meena',
  lastName: 'Raman',
  email: 'meena.raman@example.com',
  phone: '98400 12345',
  address1: '12 Temple Street, Mylapore',
  city: 'Chennai',
  pincode: '600004',
} as const;
/** The form's labels for those fields (ordering.md §5), in the order the form shows them. */
const DETAILS: [label: string, value: string][] = [
  ['First Name', CUSTOMER.firstName],
  ['Last Name', CUSTOMER.lastName],
  ['Email', CUSTOMER.email],
  ['Phone Number', CUSTOMER.phone],
  ['Address', CUSTOMER.address1],
  ['City', CUSTOMER.city],
  ['Pincode', CUSTOMER.pincode],
];
/** apps/web/src/features/orders/utils/remembered-customer.ts: what "Remember my details" keeps. */
const REMEMBERED_KEY = 'kadai.remembered-customer.v1';

export const LAYOUTS = ['details-first', 'products-first'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const CUSTOMERS = ['new', 'remembered'] as const;
export type Customer = (typeof CUSTOMERS)[number];

export interface FlowRun {
  /** Navigation start (the bench's goto) → the thank-you heading on screen, wall clock. */
  ms: number;
  /** Taps, fills and checks the script made. */
  actions: number;
  /** Pixels scrolled, page and any scrolling box, up and down added up. */
  scrollPx: number;
  /** Navigation start → the first quantity typed, and the pixels scrolled by then. */
  firstItemMs: number;
  firstItemScrollPx: number;
  /** Pixels scrolled by the time Review is tapped (the rest, summary and thank-you, is the same for both). */
  reviewScrollPx: number;
}

export interface FlowCase {
  layout: Layout;
  customer: Customer;
  runs: FlowRun[];
  medianMs: number;
  medianActions: number;
  medianScrollPx: number;
  medianFirstItemMs: number;
  medianFirstItemScrollPx: number;
  medianReviewScrollPx: number;
}

export interface OrderFlowFigures {
  runsPerCase: number;
  items: number;
  cases: FlowCase[];
  /** products-first ÷ details-first, per customer, of the medians. */
  ratios: Record<Customer, { ms: number; actions: number; scrollPx: number }>;
}

/**
 * Adds up every scroll on the page, the window's and any box's (capture phase: scroll does not
 * bubble), from the first frame. The SPA stays one document up to the thank-you page.
 */
const SCROLL_PROBE = `(() => {
  const last = new Map();
  window.__flowScrollPx = 0;
  const read = (target) =>
    target === document || target === document.documentElement || target === document.scrollingElement
      ? [window.scrollX, window.scrollY, document]
      : [target.scrollLeft, target.scrollTop, target];
  document.addEventListener('scroll', (event) => {
    const [x, y, key] = read(event.target);
    const [px, py] = last.get(key) ?? [0, 0];
    window.__flowScrollPx += Math.abs(x - px) + Math.abs(y - py);
    last.set(key, [x, y]);
  }, { capture: true, passive: true });
})();`;

/**
 * One customer placing one order of eight items on the phone, from navigation to the thank-you
 * page, filling the form top to bottom as the layout shows it. Playwright scrolls each control
 * into view before acting on it, as little as it must: the scroll figure is a floor for a person.
 */
async function placeOrder(
  browser: Browser,
  options: { url: string; layout: Layout; customer: Customer },
): Promise<FlowRun> {
  const context = await browser.newContext({ ...PHONE });
  try {
    if (options.customer === 'remembered') {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        REMEMBERED_KEY,
        JSON.stringify(CUSTOMER),
      ] as const);
    }
    await context.addInitScript(SCROLL_PROBE);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    let actions = 0;
    let started = 0;
    let firstItemMs = 0;
    let firstItemScrollPx = 0;
    let reviewScrollPx = 0;
    const scrolled = () =>
      page.evaluate(() => (window as unknown as { __flowScrollPx: number }).__flowScrollPx);
    const act = async (work: () => Promise<unknown>) => {
      actions += 1;
      await work();
    };
    const fillDetails = async () => {
      if (options.customer === 'remembered') return;
      for (const [label, value] of DETAILS)
        await act(() => page.getByRole('textbox', { name: label, exact: true }).fill(value));
    };
    const pickItems = async () => {
      const header = page.locator('section[aria-labelledby="products-heading"] details > summary').first();
      await header.waitFor({ state: 'visible', timeout: 60_000 });
      await act(() => header.tap());
      const boxes = page.locator('details[open]').getByRole('textbox', { name: /^Quantity of / });
      await boxes.nth(ITEMS - 1).waitFor({ state: 'visible', timeout: 30_000 });
      for (let i = 0; i < ITEMS; i++) {
        await act(() => boxes.nth(i).fill('2'));
        if (i === 0) {
          firstItemMs = performance.now() - started;
          firstItemScrollPx = await scrolled();
        }
      }
    };
    const chooseOrderType = () => act(() => page.getByRole('radio', { name: 'Door Delivery' }).check());

    const url = new URL(options.url);
    url.searchParams.set('layout', options.layout);
    started = performance.now();
    try {
      await page.goto(url.toString(), { waitUntil: 'domcontentloaded', timeout: 60_000 });
      if (options.layout === 'details-first') {
        await fillDetails();
        await pickItems();
        await chooseOrderType();
      } else {
        await pickItems();
        await chooseOrderType();
        await fillDetails();
      }
      const review = page.getByRole('button', { name: 'Review', exact: true });
      // Sticky at the bottom: on screen in both layouts without a scroll.
      reviewScrollPx = await scrolled();
      await act(() => review.tap());
      const summary = page.getByRole('dialog', { name: 'Order Summary' });
      await summary
        .locator('tbody tr')
        .nth(ITEMS - 1)
        .waitFor({ state: 'visible', timeout: 30_000 });
      await act(() => summary.getByRole('button', { name: 'Confirm', exact: true }).tap());
      await page.getByRole('heading', { level: 1, name: /^Thank you/ }).waitFor({ timeout: 60_000 });
    } catch (error) {
      const text = await page
        .evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300))
        .catch(() => '(page not readable)');
      throw new Error(
        `${options.layout}, ${options.customer} customer: ${String(error)}\n${text}\n${problems.join('\n')}`,
      );
    }
    const ms = performance.now() - started;
    return { ms, actions, scrollPx: await scrolled(), firstItemMs, firstItemScrollPx, reviewScrollPx };
  } finally {
    await context.close();
  }
}

/**
 * Each case (layout × new or remembered customer) `runs` times, a fresh browser context (no draft,
 * cold cache) per order. The layouts alternate which goes first in each round, so a slow moment of
 * a shared machine does not fall on one layout only.
 */
export async function measureOrderFlow(options: { url: string; runs: number }): Promise<OrderFlowFigures> {
  const browser = await launchChromium();
  try {
    // One unmeasured order first: the server's and Chromium's first-use costs belong to neither layout.
    await placeOrder(browser, { url: options.url, layout: 'details-first', customer: 'new' });
    const runs = new Map<string, FlowRun[]>();
    for (let pass = 0; pass < options.runs; pass++) {
      const layouts = pass % 2 === 0 ? LAYOUTS : [...LAYOUTS].reverse();
      for (const customer of CUSTOMERS) {
        for (const layout of layouts) {
          const run = await placeOrder(browser, { url: options.url, layout, customer });
          const key = `${layout}/${customer}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
        }
      }
    }
    const cases: FlowCase[] = CUSTOMERS.flatMap((customer) =>
      LAYOUTS.map((layout) => {
        const list = runs.get(`${layout}/${customer}`) ?? [];
        return {
          layout,
          customer,
          runs: list.map((r) => ({
            ms: round(r.ms),
            actions: r.actions,
            scrollPx: round(r.scrollPx, 0),
            firstItemMs: round(r.firstItemMs),
            firstItemScrollPx: round(r.firstItemScrollPx, 0),
            reviewScrollPx: round(r.reviewScrollPx, 0),
          })),
          medianMs: round(median(list.map((r) => r.ms))),
          medianActions: median(list.map((r) => r.actions)),
          medianScrollPx: round(median(list.map((r) => r.scrollPx)), 0),
          medianFirstItemMs: round(median(list.map((r) => r.firstItemMs))),
          medianFirstItemScrollPx: round(median(list.map((r) => r.firstItemScrollPx)), 0),
          medianReviewScrollPx: round(median(list.map((r) => r.reviewScrollPx)), 0),
        };
      }),
    );
    const find = (layout: Layout, customer: Customer) =>
      cases.find((c) => c.layout === layout && c.customer === customer) as FlowCase;
    const ratio = (customer: Customer) => {
      const a = find('products-first', customer);
      const b = find('details-first', customer);
      return {
        ms: round(a.medianMs / b.medianMs, 3),
        actions: round(a.medianActions / b.medianActions, 3),
        scrollPx: b.medianScrollPx === 0 ? Number.NaN : round(a.medianScrollPx / b.medianScrollPx, 3),
      };
    };
    return {
      runsPerCase: options.runs,
      items: ITEMS,
      cases,
      ratios: { new: ratio('new'), remembered: ratio('remembered') },
    };
  } finally {
    await browser.close();
  }
}
