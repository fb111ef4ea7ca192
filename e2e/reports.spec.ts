import { businessDay, formatPaise } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { receiveInFull, sendToOutlet } from './src/stock.ts';
import { readSheet } from './src/xlsx.ts';

// A groceries product at Neelankarai: produced, sent, received, partly sold and partly destroyed
// today through the API, as the kitchen, the van and the outlet would. The reports must show
// what the ledger holds for it.
const OUTLET = { id: 'neelankarai', name: 'Neelankarai' };
const TEAM = 'groceries';

const label = (p: TeamProduct) => `${p.name} ${p.variant}`.trim();
const DAY_MS = 86_400_000;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The product's figures over the last `days` business days, straight from the ledger. */
async function ledgerFigures(productId: string, days = 7) {
  const to = businessDay();
  const from = daysBefore(to, days - 1);
  return withDatabase(async (db) => {
    const moved = await db.query<{ produced: string; sold: string; wasted: string }>(
      `select coalesce(sum(quantity) filter (where reason = 'produced'), 0) as produced,
              coalesce(sum(quantity) filter (where reason = 'sold'), 0) as sold,
              coalesce(sum(quantity) filter (where reason in ('destroyed', 'dispute-written-off')), 0) as wasted
         from stock_moves where product_id = $1 and business_day between $2 and $3`,
      [productId, from, to],
    );
    const held = await db.query<{ q: string }>(
      'select coalesce(sum(quantity), 0) as q from stock_balances where product_id = $1',
      [productId],
    );
    const destroyed = await db.query<{ id: number; quantity: string; price: number | null }>(
      `select m.id, m.quantity,
              (select supply_price_paise from product_suppliers ps
                where ps.product_id = m.product_id and supply_price_paise is not null
                order by (supplier_id = 'terra-own') desc, supply_price_paise limit 1) as price
         from stock_moves m where m.product_id = $1 and m.reason = 'destroyed'
          and m.business_day between $2 and $3 order by m.id`,
      [productId, from, to],
    );
    const row = moved.rows[0];
    if (!row) throw new Error('no ledger figures');
    return {
      produced: Number(row.produced),
      sold: Number(row.sold),
      wasted: Number(row.wasted),
      onHand: Number(held.rows[0]?.q ?? 0),
      destroyed: destroyed.rows.map((m) => ({
        id: m.id,
        quantity: Number(m.quantity),
        valuePaise: m.price === null ? null : Math.round(Number(m.quantity) * m.price),
      })),
    };
  });
}

/** The report's row of the product, found with the page's own search. */
async function reportRow(page: Page, product: TeamProduct) {
  await page.getByLabel('Search the report').fill(label(product));
  const row = page.getByRole('row').filter({ hasText: label(product) });
  await expect(row).toHaveCount(1);
  return row;
}

let product: TeamProduct;

test.beforeAll(async ({ request }) => {
  // Weighed, not counted in pieces ('6 pcs'): 1.5 of it is destroyed below.
  const weighed = (await untouchedTeamProducts(TEAM)).find((p) => !/\bpcs?\b/i.test(p.variant));
  if (!weighed) throw new Error('need an untouched weighed groceries product');
  product = weighed;
  const token = await apiToken(request);
  const headers = { authorization: token };
  const sent = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [product],
    sent: [6],
    produce: 10,
  });
  await receiveInFull(request, token, OUTLET.id, sent.lines);
  const sold = await request.put('/api/sales/day', {
    headers,
    data: { outletId: OUTLET.id, day: businessDay(), lines: [{ productId: product.id, quantity: 2 }] },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const destroyed = await request.post('/api/destruction', {
    headers,
    data: {
      outletId: OUTLET.id,
      reason: 'expired',
      note: 'Past its date on the shelf',
      lines: [{ productId: product.id, quantity: 1.5 }],
    },
  });
  expect(destroyed.status(), await destroyed.text()).toBe(201);
});

test('produced vs sold shows the ledger’s figures and gap, charts them, and opens the moves behind a figure', async ({
  page,
  request,
}) => {
  const ledger = await ledgerFigures(product.id);
  // What the setup wrote, so a report that reads nothing cannot pass by matching an empty ledger.
  expect(ledger).toMatchObject({ produced: 10, sold: 2, wasted: 1.5 });

  await signIn(page, await createStaffUser(request, { role: 'finance' }));
  await page.goto('/produced-vs-sold');
  await expect(page.getByRole('heading', { name: 'Produced vs Sold' })).toBeVisible();
  await expect(page).toHaveTitle('Produced vs Sold · Kadai staff');
  const row = await reportRow(page, product);
  const name = label(product);
  await expect(row.getByRole('button', { name: `Produced of ${name}` })).toHaveText(String(ledger.produced));
  await expect(row.getByRole('button', { name: `Sold of ${name}` })).toHaveText(String(ledger.sold));
  await expect(row.getByRole('button', { name: `Wasted of ${name}` })).toHaveText(String(ledger.wasted));
  await expect(row.getByRole('button', { name: `On hand of ${name}` })).toHaveText(String(ledger.onHand));
  // A 0 produced, sold or wasted is plain text: nothing behind it to open.
  await expect(
    page.getByRole('button', { name: /^(Produced|Sold|Wasted) of / }).filter({ hasText: /^0$/ }),
  ).toHaveCount(0);
  const gap = ledger.produced - ledger.sold - ledger.wasted;
  await expect(row.getByLabel(`Gap ${gap}`)).toHaveText(`+${gap}`);
  // The charts arrive with their own chunk, after the table.
  const byDay = page.getByRole('figure', { name: 'Produced vs sold by day' });
  await expect(byDay.getByRole('application')).toBeVisible();

  await row.getByRole('button', { name: `Sold of ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Sold · ${name}` });
  const moves = await withDatabase(async (db) =>
    (
      await db.query<{ id: number }>(
        "select id from stock_moves where product_id = $1 and reason = 'sold' order by business_day desc, id desc",
        [product.id],
      )
    ).rows.map((m) => `move:${m.id}`),
  );
  expect(moves.length).toBeGreaterThan(0);
  const ledgerRows = drawer.getByRole('table', { name: 'Ledger rows' }).locator('tbody tr.ant-table-row');
  await expect(ledgerRows).toHaveCount(moves.length);
  for (const ref of moves) await expect(drawer.getByRole('cell', { name: ref, exact: true })).toBeVisible();
  await expect(drawer.getByRole('cell', { name: OUTLET.name, exact: true })).toBeVisible();
});

test('the total trash report shows the destruction in quantity and money, exports it and drills down to the move', async ({
  page,
  request,
}) => {
  const ledger = await ledgerFigures(product.id);
  const [destroyed] = ledger.destroyed;
  if (!destroyed || ledger.destroyed.length !== 1)
    throw new Error('expected the one destruction of the setup');
  expect(destroyed.quantity).toBe(1.5);

  await signIn(page, await createStaffUser(request, { role: 'finance' }));
  await page
    .getByRole('complementary')
    .getByRole('menu')
    .getByRole('link', { name: 'Reports', exact: true })
    .click();
  await expect(page).toHaveURL(/\/generic-reports\?type=total-trash-reports$/);
  await expect(page.getByRole('heading', { name: 'Total Trash Report' })).toBeVisible();

  const row = await reportRow(page, product);
  const value = destroyed.valuePaise === null ? 'No price' : formatPaise(destroyed.valuePaise);
  await expect(row.getByRole('cell')).toHaveText([
    OUTLET.name,
    'Groceries',
    label(product),
    'Destroyed',
    'Expired',
    String(destroyed.quantity),
    value,
    '1',
  ]);
  const chart = page.getByRole('figure', { name: 'Wastage by reason over time' });
  await expect(chart.getByRole('application')).toBeVisible();

  // The export: the same figures, read back from the workbook.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const file = await download;
  const to = businessDay();
  expect(file.suggestedFilename()).toBe(`Total_Trash_${daysBefore(to, 6)}_${to}.xlsx`);
  const { header, body } = await readSheet(await file.path());
  expect(header).toEqual([
    'Sl',
    'Location',
    'Team',
    'Product',
    'Source',
    'Reason',
    'Quantity',
    'Value (₹)',
    'Entries',
  ]);
  const line = body.find((r) => r[3] === label(product));
  expect(line?.slice(1)).toEqual([
    OUTLET.name,
    'Groceries',
    label(product),
    'Destroyed',
    'Expired',
    destroyed.quantity,
    destroyed.valuePaise === null ? 'No price' : destroyed.valuePaise / 100,
    1,
  ]);

  // The drill-down lists exactly the ledger move behind the figure, with its note.
  await row.getByRole('button', { name: `Ledger rows of ${label(product)}` }).click();
  const drawer = page.getByRole('dialog', { name: `${label(product)} · ${OUTLET.name} · Expired` });
  const ledgerRows = drawer.getByRole('table', { name: 'Ledger rows' }).locator('tbody tr.ant-table-row');
  await expect(ledgerRows).toHaveCount(1);
  await expect(ledgerRows.first()).toContainText(`move:${destroyed.id}`);
  await expect(ledgerRows.first()).toContainText('Past its date on the shelf');
});

test('a period over a month is prepared in the background with a progress bar and arrives as a download', async ({
  page,
  request,
}) => {
  const ledger = await ledgerFigures(product.id, 60);
  await signIn(page, await createStaffUser(request, { role: 'finance' }));
  await page.goto('/produced-vs-sold');
  const to = businessDay();
  const from = daysBefore(to, 59);
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Prepare download' }).click();
  const bar = page.getByRole('progressbar', { name: 'Report progress' });
  await expect(bar).toBeVisible();
  const link = page.getByRole('link', { name: `Download Produced_vs_Sold_${from}_${to}.xlsx` });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');

  const download = page.waitForEvent('download');
  await link.click();
  const { header, body } = await readSheet(await (await download).path());
  expect(header).toEqual(['Sl', 'Team', 'Product', 'Produced', 'Sold', 'Wasted', 'On hand', 'Gap']);
  // The 60 days' figures of the ledger, added up from the run's 31-day slices.
  expect(body.find((r) => r[2] === label(product))?.slice(1)).toEqual([
    'Groceries',
    label(product),
    ledger.produced,
    ledger.sold,
    ledger.wasted,
    ledger.onHand,
    ledger.produced - ledger.sold - ledger.wasted,
  ]);
});
