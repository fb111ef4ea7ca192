import { ADMIN_ORDER_STATUSES, CHENNAI_ORDER_TYPES } from '@kadai/contract';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchChromium } from '../lib/chromium.ts';
import { median, percentile, round } from '../lib/stats.ts';
import { signInContext } from '../lib/timing.ts';

/** A laptop, as the staff use the lists. */
const VIEWPORT = { width: 1280, height: 800 };
const LOADS = 3;
const CHANGES = 10;
/** The old table took 6–13 s per change at 1,000 rows (minutes on a busy machine): measure it, but not forever. */
const WAIT_MS = 300_000;
/** What the plain-table ceiling draws: about a screenful. */
const CEILING_ROWS = 30;

export interface OrderListFigures {
  orders: number;
  lines: number;
  seedSeconds: number;
  /** Rows on the first page (one page: 1000, ordering.md §2.9) and how many of them were in the DOM. */
  pageRows: number;
  rowsInDom: number;
  /** Does the table fit the 1280 px screen: no horizontal scrolling of the page or the table. */
  fits: { pageScrollWidth: number; tableScrollWidth: number; tableClientWidth: number };
  /** Navigation start → the first order row visible on /admin, a fresh context (cold cache) each. */
  firstRow: Sample;
  /** The same list request fetched by the page, plus the first 30 rows drawn as a plain HTML table. */
  firstRowCeiling: Sample;
  /** Status chosen → the row shows the new status, the request settled (server answered, row redrawn). */
  statusChange: Sample;
  /** The PATCH alone, fetched by the page, plus one cell's DOM update and a frame. */
  statusCeiling: Sample;
  /** Enter in the amount box → the row shows the stored amount (Save settled and disabled again). */
  amountChange: Sample;
  amountCeiling: Sample;
}

export interface Sample {
  samples: number[];
  medianMs: number;
  p95Ms: number;
}

function sample(values: number[]): Sample {
  return {
    samples: values.map((v) => round(v)),
    medianMs: round(median(values)),
    p95Ms: round(percentile(values, 95)),
  };
}

/** Customers as a Chennai shop sees them: short and long names, Tamil names, initials. */
const FIRST_NAMES = [
  'Meena',
  'Lakshmi',
  'Ramesh',
  'Priya',
  'Karthik',
  'முருகன்',
  'Anitha',
  'Sri Venkata Lakshmi Narasimha',
  'செல்வி',
  'Suresh',
  'Divya',
  'Bhuvaneswari',
  'Jo',
  'கார்த்திகேயன்',
  'Arunachalam',
  'Padmavathi',
];
const LAST_NAMES = [
  'Raman',
  'Krishnan',
  'Iyer',
  'Ramachandran Subrahmanyam Venkataraghavan Iyengar',
  'சுப்பிரமணியன்',
  'N',
  'Natarajan',
  '',
  'Balasubramanian',
  'ராமசாமி',
  'Pillai',
];
const STATUSES = ['Order Placed', 'Order Placed', 'Order Placed', 'In Packing', 'In Delivery', 'Delivered'];

/**
 * `count` orders straight into the tables, as the order form would have stored them: 3–10 lines
 * each from the live catalogue (an advance order every 25th, with free-text lists and no lines),
 * every status, some amounts set and some paid and verified, a minute apart going back a week,
 * each with its first status event.
 */
export async function seedOrders(
  client: pg.Client,
  count: number,
): Promise<{ orders: number; lines: number }> {
  const result = await client.query<{ orders: string; lines: string }>(
    `WITH it AS (
       SELECT id, name, pu, u, mrp_paise, (row_number() OVER (ORDER BY id) - 1)::int AS i
       FROM items WHERE live = 1
     ), n AS (SELECT count(*)::int AS c FROM it),
     src AS (
       SELECT g, nextval('order_number_seq') AS id,
         ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] AS first_name,
         ($3::text[])[1 + (g * 5) % array_length($3::text[], 1)] AS last_name,
         ($5::text[])[1 + (g * 3) % array_length($5::text[], 1)] AS status,
         CASE WHEN g % 25 = 0 THEN 'advance' ELSE 'wishlist' END AS kind
       FROM generate_series(1, $1::int) g
     ), o AS (
       INSERT INTO orders (id, order_id, receipt_key, first_name, last_name, email, phone, address1, address2,
         address3, city, pincode, order_type, kind, vegetables_list, groceries_list, others, status,
         amount_paise, payment_status, cust_verified, overall_cust_comment, version, created_at)
       SELECT id,
         'ORD' || rpad(upper(left(regexp_replace(first_name, '[^A-Za-z]', '', 'g'), 3)), 3, 'X') || lpad(id::text, 4, '0'),
         md5(random()::text), first_name, last_name, 'customer' || g || '@example.in',
         '9' || lpad(((g * 7919) % 1000000000)::text, 9, '0'),
         'No. ' || (g % 200) || ', ' || (ARRAY['Gandhi Street', 'Kamarajar Salai', 'டாக்டர் ராதாகிருஷ்ணன் சாலை'])[1 + g % 3],
         'Mylapore', '', 'Chennai', '6000' || lpad((g % 99)::text, 2, '0'),
         ($4::text[])[1 + g % array_length($4::text[], 1)], kind,
         CASE WHEN kind = 'advance' THEN 'முருங்கைக்காய் 1 kg, Tomato 2 kg, Onion 3 kg' END,
         CASE WHEN kind = 'advance' THEN 'Toor dal 1 kg, Rice 5 kg' END,
         CASE WHEN g % 7 = 0 THEN 'Please call before delivery' ELSE '' END,
         status,
         CASE WHEN status = 'Order Placed' AND g % 2 = 0 THEN NULL ELSE 20000 + (g * 7919) % 300000 END,
         CASE WHEN status = 'Delivered' AND g % 2 = 1 THEN 1 ELSE 0 END,
         CASE WHEN status = 'Delivered' AND g % 10 = 1 THEN 1 ELSE 0 END,
         CASE WHEN status = 'Delivered' AND g % 10 = 1 THEN 'Fresh vegetables, quick delivery' END,
         CASE WHEN status = 'Order Placed' THEN 1 ELSE 3 END,
         now() - g * interval '1 minute'
       FROM src
       RETURNING id, kind, status, created_at
     ), l AS (
       INSERT INTO order_lines (order_id, line_no, item_id, name, pack, mrp_paise, quantity)
       SELECT o.id, k, it.id, it.name, trim(it.pu::float8::text || ' ' || it.u), it.mrp_paise,
         CASE WHEN it.u = 'kg' AND k % 3 = 0 THEN 1.5 ELSE 1 + (o.id + k) % 4 END
       FROM o CROSS JOIN n CROSS JOIN LATERAL generate_series(1, 3 + (o.id % 8)::int) k
       JOIN it ON it.i = ((o.id * 31 + k * 97) % n.c)
       WHERE o.kind = 'wishlist'
       RETURNING 1
     ), e AS (
       INSERT INTO order_events (order_id, field, to_value, changed_by, changed_at)
       SELECT id, 'status', 'Order Placed', 'customer', created_at FROM o
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM o)::text AS orders, (SELECT count(*) FROM l)::text AS lines`,
    [count, FIRST_NAMES, LAST_NAMES, [...CHENNAI_ORDER_TYPES], STATUSES],
  );
  await client.query('ANALYZE orders, order_lines, order_events');
  const row = result.rows[0];
  return { orders: Number(row?.orders), lines: Number(row?.lines) };
}

/** Polls every frame from the first one: the moment an order row is on screen, in page time. */
const FIRST_ROW_PROBE = `(() => {
  const check = () => {
    const rows = document.querySelectorAll('[data-row-key]');
    for (const row of rows) {
      const rect = row.getBoundingClientRect();
      if (rect.height > 0 && rect.top < innerHeight && rect.bottom > 0 && /ORD/.test(row.textContent || '')) {
        window.__benchFirstRowAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function firstRowLoad(
  browser: import('playwright-core').Browser,
  url: string,
  password: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await signInContext(context, url, password);
    const page = await context.newPage();
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto(new URL('/admin', url).toString(), { waitUntil: 'domcontentloaded', timeout: WAIT_MS });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __benchFirstRowAt?: number }).__benchFirstRowAt ?? false,
      undefined,
      { timeout: WAIT_MS },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** The list request from the page, then the first rows as a plain table and the frame that shows them. */
async function firstRowCeiling(page: Page): Promise<number> {
  return page.evaluate(async (rows) => {
    const started = performance.now();
    const res = await fetch('/api/admin/orders?page=1&pageSize=1000', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    const data = (await res.json()) as { orders: Record<string, unknown>[] };
    const table = document.createElement('table');
    const body = document.createElement('tbody');
    for (const order of data.orders.slice(0, rows)) {
      const tr = document.createElement('tr');
      tr.dataset.rowKey = String(order.orderId);
      for (const key of [
        'orderId',
        'createdAt',
        'customerName',
        'phone',
        'orderType',
        'estimatedTotalPaise',
        'amountPaise',
        'status',
        'paymentStatus',
      ]) {
        const td = document.createElement('td');
        td.textContent = String(order[key] ?? '');
        tr.append(td);
      }
      body.append(tr);
    }
    table.append(body);
    document.body.replaceChildren(table);
    table.getBoundingClientRect();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, CEILING_ROWS);
}

interface Armed {
  orderId: string;
  /** 'status': the select shows `value` and is enabled again; 'amount': the box holds `value`, Save settled. */
  kind: 'status' | 'amount';
  value: string;
}

/**
 * Arms the page: the change starts when a status is chosen in the row's select (its change event) or
 * at Enter in the amount box, and from then on every frame checks whether the row shows the change as settled.
 */
async function arm(page: Page, armed: Armed): Promise<void> {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const { orderId, kind, value } = ${JSON.stringify(armed)};
    const bench = { start: NaN, end: NaN };
    window.__benchChange = bench;
    const settled = () => {
      const row = document.querySelector('[data-row-key="' + CSS.escape(orderId) + '"]');
      if (!row) return false;
      if (kind === 'status') {
        const select = row.querySelector('select[aria-label="Status of ' + orderId + '"]');
        return !!select && !select.disabled && select.value === value;
      }
      const input = row.querySelector('input[aria-label="Amount for ' + orderId + '"]');
      const save = input?.closest('.amount-box')?.querySelector('button');
      return !!input && !!save && input.value === value && save.disabled && save.getAttribute('aria-busy') !== 'true';
    };
    const watch = () => {
      if (settled()) { bench.end = performance.now(); return; }
      requestAnimationFrame(watch);
    };
    const type = kind === 'status' ? 'change' : 'keydown';
    const begin = (event) => {
      if (kind === 'amount' && event.key !== 'Enter') return;
      bench.start = performance.now();
      document.removeEventListener(type, begin, true);
      requestAnimationFrame(watch);
    };
    document.addEventListener(type, begin, true);
  })()`);
}

async function settledMs(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const b = (window as unknown as { __benchChange?: { start: number; end: number } }).__benchChange;
      return b && Number.isFinite(b.end) ? b.end - b.start : false;
    },
    undefined,
    { timeout: WAIT_MS, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function changeStatus(page: Page, orderId: string, status: string): Promise<number> {
  const select = page.getByRole('combobox', { name: `Status of ${orderId}` });
  await select.waitFor({ state: 'visible', timeout: WAIT_MS });
  await arm(page, { orderId, kind: 'status', value: status });
  await select.selectOption(status, { timeout: WAIT_MS });
  return settledMs(page);
}

async function changeAmount(page: Page, orderId: string, rupees: string): Promise<number> {
  const box = page.getByRole('textbox', { name: `Amount for ${orderId}` });
  await box.fill(rupees, { timeout: WAIT_MS });
  await arm(page, { orderId, kind: 'amount', value: rupees });
  await box.press('Enter', { timeout: WAIT_MS });
  return settledMs(page);
}

/** The PATCH alone, fetched by the page, then one cell of a plain row updated and the frame after. */
async function changeCeiling(
  page: Page,
  options: { orderId: string; version: number; change: { status: string } | { amountPaise: number } },
): Promise<{ ms: number; version: number }> {
  return page.evaluate(async ({ orderId, version, change }) => {
    let cell = document.getElementById('bench-ceiling-cell');
    if (!cell) {
      const table = document.createElement('table');
      table.innerHTML = '<tbody><tr><td>order</td><td id="bench-ceiling-cell"></td></tr></tbody>';
      document.body.append(table);
      cell = document.getElementById('bench-ceiling-cell') as HTMLElement;
    }
    const started = performance.now();
    const res = await fetch(`/api/admin/orders/${encodeURIComponent(orderId)}`, {
      method: 'PATCH',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ version, ...change }),
    });
    const order = (await res.json()) as { status: string; amountPaise: number | null; version: number };
    if (!res.ok) throw new Error(`PATCH answered ${res.status}: ${JSON.stringify(order)}`);
    cell.textContent = 'status' in change ? order.status : String(order.amountPaise);
    cell.getBoundingClientRect();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return { ms: performance.now() - started, version: order.version };
  }, options);
}

interface ListedOrder {
  orderId: string;
  status: string;
  kind: string;
  paymentStatus: number;
  version: number;
}

/**
 * The admin order list with `count` orders in headless Chromium at 1280×800, signed in
 * as the admin: navigation start → the first order row visible (median of 3 cold loads), and a
 * status and an amount change in the table → the row shows the settled value (median of 10 each),
 * each beside a ceiling measured in the same run.
 */
export async function measureOrderLists(options: {
  url: string;
  pgUrl: string;
  adminPassword: string;
  orders?: number;
}): Promise<OrderListFigures> {
  const client = new pg.Client({ connectionString: options.pgUrl });
  await client.connect();
  const seedStarted = performance.now();
  let seeded: { orders: number; lines: number };
  try {
    seeded = await seedOrders(client, options.orders ?? 10_000);
  } finally {
    await client.end();
  }
  const seedSeconds = round((performance.now() - seedStarted) / 1000);

  const browser = await launchChromium();
  try {
    await firstRowLoad(browser, options.url, options.adminPassword); // warm-up: not counted
    const loads: number[] = [];
    for (let i = 0; i < LOADS; i++)
      loads.push(await firstRowLoad(browser, options.url, options.adminPassword));

    console.log(`  first row after ${loads.map((v) => `${round(v)} ms`).join(', ')}; now the changes`);
    const context = await browser.newContext({ viewport: VIEWPORT });
    await signInContext(context, options.url, options.adminPassword);
    const page = await context.newPage();
    await page.goto(new URL('/admin', options.url).toString(), { waitUntil: 'domcontentloaded' });
    await page.locator('[data-row-key]').first().waitFor({ state: 'visible', timeout: WAIT_MS });
    await page.getByTestId('order-count').waitFor({ state: 'visible', timeout: WAIT_MS });
    const listed = await context.request.get(
      new URL('/api/admin/orders?pageSize=1000', options.url).toString(),
    );
    const list = (await listed.json()) as { orders: ListedOrder[] };
    const layout = await page.evaluate(() => {
      const body = document.querySelector('.admin-order-table');
      return {
        rowsInDom: document.querySelectorAll('[data-row-key]').length,
        fits: {
          pageScrollWidth: document.documentElement.scrollWidth,
          tableScrollWidth: body?.scrollWidth ?? 0,
          tableClientWidth: body?.clientWidth ?? 0,
        },
      };
    });

    // The newest orders are at the top: one for status changes, an unpaid wish list for the amount.
    const forStatus = list.orders[0];
    const forAmount = list.orders.slice(1, 10).find((o) => o.paymentStatus === 0);
    if (!forStatus || !forAmount) throw new Error('no order to change at the top of the list');
    const statuses: number[] = [];
    let current = forStatus.status;
    for (let i = 0; i <= CHANGES; i++) {
      // Round the three statuses; a new order's 'Order Placed' moves to the first.
      const next = ADMIN_ORDER_STATUSES[
        (ADMIN_ORDER_STATUSES.indexOf(current as (typeof ADMIN_ORDER_STATUSES)[number]) + 1) % 3
      ] as string;
      const ms = await changeStatus(page, forStatus.orderId, next);
      if (i > 0) statuses.push(ms); // the first is a warm-up
      current = next;
      await page.waitForTimeout(200);
    }
    console.log(`  status changes: ${statuses.map((v) => round(v)).join(', ')} ms`);
    const amounts: number[] = [];
    for (let i = 0; i <= CHANGES; i++) {
      const ms = await changeAmount(page, forAmount.orderId, `${1200 + i}.50`);
      if (i > 0) amounts.push(ms);
      await page.waitForTimeout(200);
    }

    console.log(`  amount changes: ${amounts.map((v) => round(v)).join(', ')} ms`);
    // The ceilings change other orders, so the page's own rows never meet a stale version.
    const spare = list.orders.slice(10, 40).filter((o) => o.paymentStatus === 0);
    const statusOrder = spare[0];
    const amountOrder = spare[1];
    if (!statusOrder || !amountOrder) throw new Error('no spare unpaid orders for the ceilings');
    const statusCeiling: number[] = [];
    let version = statusOrder.version;
    for (let i = 0; i <= CHANGES; i++) {
      const status = ADMIN_ORDER_STATUSES[i % 3] as string;
      const r = await changeCeiling(page, { orderId: statusOrder.orderId, version, change: { status } });
      version = r.version;
      if (i > 0) statusCeiling.push(r.ms);
    }
    const amountCeiling: number[] = [];
    version = amountOrder.version;
    for (let i = 0; i <= CHANGES; i++) {
      const r = await changeCeiling(page, {
        orderId: amountOrder.orderId,
        version,
        change: { amountPaise: 120_050 + i * 100 },
      });
      version = r.version;
      if (i > 0) amountCeiling.push(r.ms);
    }
    const firstRowCeilings: number[] = [];
    await firstRowCeiling(page); // warm-up
    for (let i = 0; i < LOADS; i++) firstRowCeilings.push(await firstRowCeiling(page));
    await context.close();

    return {
      orders: seeded.orders,
      lines: seeded.lines,
      seedSeconds,
      pageRows: list.orders.length,
      rowsInDom: layout.rowsInDom,
      fits: layout.fits,
      firstRow: sample(loads),
      firstRowCeiling: sample(firstRowCeilings),
      statusChange: sample(statuses),
      statusCeiling: sample(statusCeiling),
      amountChange: sample(amounts),
      amountCeiling: sample(amountCeiling),
    };
  } finally {
    await browser.close();
  }
}
