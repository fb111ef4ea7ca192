import { expect, test } from '@playwright/test';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';

/** operations.md §9: the seeded team colours, and the four outlets. */
const KITCHEN = { id: 'kitchen', name: 'Kitchen', colour: '#dabc7c', rgb: 'rgb(218, 188, 124)' };
const GROCERIES = { id: 'groceries', name: 'Groceries', colour: '#b7bd01', rgb: 'rgb(183, 189, 1)' };
const OUTLETS = ['Abhiramapuram', 'Adyar', 'Neelankarai', 'T.Nagar'];

test('the dashboard shows a coloured card per team and a card per outlet', async ({ page }) => {
  await signIn(page);
  await page.goto('/stock-movements-management?page=dashboard');

  const teamCards = page.locator('[data-testid^="team-card-"]');
  await expect(teamCards).toHaveCount(4);
  await expect(teamCards).toHaveText(['Kitchen', 'Baking', 'Groceries', 'Snacks']);
  for (const team of [KITCHEN, GROCERIES]) {
    const card = page.getByTestId(`team-card-${team.id}`);
    await expect(card).toHaveCSS('background-color', team.rgb);
    await expect(card).toHaveCSS('border-top-color', team.rgb);
  }
  await expect(page.getByTestId('team-card-baking')).toHaveCSS('background-color', 'rgb(254, 196, 53)');

  const location = page.getByRole('region', { name: 'Location Specific Tasks' });
  const outletCards = location.locator('[data-testid^="outlet-card-"]');
  await expect(outletCards).toHaveText(OUTLETS);
  // The warehouse sends stock; it is not a location with tasks of its own.
  await expect(location.getByText('Warehouse')).toHaveCount(0);
});

test('a missing or unknown page goes to the dashboard', async ({ page }) => {
  await signIn(page);
  for (const path of ['/stock-movements-management', '/stock-movements-management?page=nonsense']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/stock-movements-management\?page=dashboard$/);
    await expect(page.getByTestId('team-card-kitchen')).toBeVisible();
  }
});

test("a team's page lists its six tasks, each carrying the team in its address", async ({ page }) => {
  await signIn(page);
  await page.goto('/stock-movements-management?page=dashboard');
  await page.getByTestId('team-card-kitchen').click();
  await expect(page).toHaveURL(/page=team-specific&teamId=kitchen&teamName=Kitchen$/);
  await expect(page.getByRole('heading', { name: 'Kitchen', level: 2 })).toBeVisible();

  const cards = page.locator('[data-testid^="task-card-"]');
  await expect(cards).toHaveCount(6);
  const targets = (await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-target') ?? ''))).map(
    (target) => new URL(target, 'http://x'),
  );
  expect(targets.map((t) => t.pathname)).toEqual([
    '/urgent-planning',
    '/planning',
    '/production-schedule',
    '/production-log',
    '/daily-dispatch',
    '/daily-packaging-plan-missed',
  ]);
  for (const target of targets) {
    expect(target.searchParams.get('teamId')).toBe('kitchen');
    expect(target.searchParams.get('teamName')).toBe('Kitchen');
  }
  // Every team task is built (production's and stock's): each card links to its page.
  await expect(cards.getByText('Coming soon')).toHaveCount(0);
  for (const target of targets) {
    await expect(page.locator(`a[href^="${target.pathname}?"]`)).toHaveCount(1);
  }
  // A card leads to its page for the team.
  await page.locator('a[href^="/planning?"]').click();
  await expect(page).toHaveURL(/\/planning\?teamId=kitchen&teamName=Kitchen$/);
  await expect(page.getByRole('heading', { name: 'Daily Planning Stage' })).toBeVisible();
  await expect(page.getByText('Kitchen ·')).toBeVisible();
  await page.goBack();

  await page.locator('.dashboard-breadcrumb').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/page=dashboard$/);
});

test("an outlet's page is titled with its name and lists its five tasks", async ({ page }) => {
  await signIn(page);
  await page.goto('/stock-movements-management?page=dashboard');
  await page.getByTestId('outlet-card-adyar').click();
  await expect(page).toHaveURL(/page=location-specific&outletId=adyar$/);
  await expect(page.getByRole('heading', { name: 'Adyar', level: 2 })).toBeVisible();

  const cards = page.locator('[data-testid^="task-card-"]');
  await expect(cards).toHaveCount(5);
  const targets = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-target')));
  expect(targets).toEqual([
    '/stock-batch-dispatch?outletId=adyar',
    '/stock-batch-dispatch-vehicle?outletId=adyar',
    '/stock-received?outletId=adyar',
    '/stock-recount?outletId=adyar',
    '/dispute-report?outletId=adyar',
  ]);
});

test('an admin recolours a team in Edit Teams and the dashboard shows it', async ({ page, request }) => {
  try {
    await signIn(page);
    await page.goto('/stock-movements-management?page=settings');
    const row = page.getByTestId(`edit-team-${KITCHEN.id}`);
    const colour = row.getByLabel('Colour', { exact: true });
    await expect(colour).toHaveValue(KITCHEN.colour);

    // A bad value is named under its field, in the contract's words, and nothing is saved.
    await colour.fill('#12');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Colour: a hex colour such as #dabc7c')).toBeVisible();
    await row.getByLabel('Name').fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Please input the team name')).toBeVisible();

    await row.getByLabel('Name').fill(KITCHEN.name);
    await colour.fill('#2b5d8c');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved ${KITCHEN.name}`)).toBeVisible();

    // Back on the dashboard through the frame, without a reload: the list was refreshed.
    await page.getByRole('link', { name: 'Kadai staff dashboard' }).click();
    await expect(page.getByTestId(`team-card-${KITCHEN.id}`)).toHaveCSS(
      'background-color',
      'rgb(43, 93, 140)',
    );
    // Dark enough for white text.
    await expect(page.getByTestId(`team-card-${KITCHEN.id}`)).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.reload();
    await expect(page.getByTestId(`team-card-${KITCHEN.id}`)).toHaveCSS(
      'background-color',
      'rgb(43, 93, 140)',
    );
  } finally {
    // Other specs (and this file's first test) expect the seeded colour.
    const res = await request.put(`/api/admin/teams/${KITCHEN.id}`, {
      headers: { authorization: await apiToken(request) },
      data: { name: KITCHEN.name, colour: KITCHEN.colour },
    });
    expect(res.status()).toBe(200);
  }
});

test('settings are for admins only', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'production', teamId: 'kitchen' });
  await signIn(page, user);
  await page.goto('/stock-movements-management?page=settings');
  await expect(page.getByText('Not for your role')).toBeVisible();
  await expect(page.getByTestId('edit-team-kitchen')).toHaveCount(0);
  // The dashboard itself is for everyone signed in.
  await page.goto('/stock-movements-management?page=dashboard');
  await expect(page.getByTestId('team-card-kitchen')).toBeVisible();
});
