import { expect, type Page, test } from '@playwright/test';
import { GROCERIES, postPlan, type TeamProduct, teamPath, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';

// Groceries to Adyar and Neelankarai, all outlets in one grid. production.spec.ts plans Groceries
// too: its cells are set to 0 here, so only this spec's products are saved.
const OUTLETS = [
  { id: 'adyar', name: 'Adyar' },
  { id: 'neelankarai', name: 'Neelankarai' },
];

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
const cell = (page: Page, outletName: string, p: TeamProduct) =>
  page.getByLabel(`${outletName} Total Sent for ${label(p)}`, { exact: true });

test('a dispatcher fills every outlet at once in the items × outlets grid', async ({ page, request }) => {
  const [rice, oil] = (await untouchedTeamProducts(GROCERIES.teamId)).slice(-4, -2);
  if (!rice || !oil) throw new Error('need two untouched groceries products');
  await postPlan(request, {
    team: GROCERIES,
    plan: [
      { product: rice, outlets: { adyar: 3, neelankarai: 1 } },
      { product: oil, outlets: { neelankarai: 4 } },
    ],
  });
  const token = await apiToken(request);
  const logged = await request.post('/dataapi/api/inventory/production/batch/add', {
    headers: { authorization: token },
    data: [rice, oil].map((p) => ({
      product_id: p.id,
      name: p.name,
      unit: 'kg',
      quantity: 10,
      folder_id: 'produced',
      batch_id: 'dispatch-grid',
      batch_order: 1,
    })),
  });
  expect(logged.status(), await logged.text()).toBe(201);

  await signIn(page, await createStaffUser(request, { role: 'warehouse' }));
  await page.goto(teamPath('/daily-dispatch', GROCERIES));
  await page.getByText('All outlets', { exact: true }).click();
  await expect(page).toHaveURL(/view=all/);

  // What planning sent each outlet is filled in; an outlet not planned for starts empty.
  await expect(cell(page, 'Adyar', rice)).toHaveValue('3');
  await expect(cell(page, 'Neelankarai', rice)).toHaveValue('1');
  await expect(cell(page, 'Neelankarai', oil)).toHaveValue('4');
  await expect(cell(page, 'Adyar', oil)).toHaveValue('');
  const ours = new Set(
    OUTLETS.flatMap((o) => [rice, oil].map((p) => `${o.name} Total Sent for ${label(p)}`)),
  );
  for (const input of await page.locator('input[aria-label*=" Total Sent for "]').all()) {
    const name = (await input.getAttribute('aria-label')) ?? '';
    if (!ours.has(name) && (await input.inputValue()) !== '') await input.fill('0');
  }
  await cell(page, 'Adyar', rice).fill('2');
  await cell(page, 'Adyar', oil).fill('1');
  const riceRow = page.getByRole('row', { name: new RegExp(rice.name) }).filter({ hasText: rice.variant });
  await expect(riceRow.getByTestId('grid-total')).toHaveText(/^3 /);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Dispatch Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-dispatch-confirm\?teamId=groceries/);
  for (const outlet of OUTLETS) {
    await expect(page.getByText(new RegExp(`^D\\d+ Dispatch for ${outlet.name}$`))).toBeVisible();
  }

  // Saved on the server, one dispatch per outlet, with the grid's figures.
  const saved = await request.get('/api/stock/dispatches?teamId=groceries', {
    headers: { authorization: token },
  });
  const dispatches: {
    outletId: string;
    state: string;
    lines: { productId: string; quantitySent: number }[];
  }[] = await saved.json();
  const sentTo = (outletId: string, p: TeamProduct) =>
    dispatches
      .filter((d) => d.outletId === outletId && d.state === 'saved')
      .flatMap((d) => d.lines)
      .find((line) => line.productId === p.id)?.quantitySent;
  expect([
    sentTo('adyar', rice),
    sentTo('adyar', oil),
    sentTo('neelankarai', rice),
    sentTo('neelankarai', oil),
  ]).toEqual([2, 1, 1, 4]);
});
