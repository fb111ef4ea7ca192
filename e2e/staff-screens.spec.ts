import { canOpen, inStoreFrame, STAFF_SCREENS, type StaffScreen, staffMenu } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import { createStaffUser, signIn } from './src/staff.ts';

const screens: readonly StaffScreen[] = STAFF_SCREENS;

test('an admin opens every side-menu entry of the registry, each to its own page', async ({ page }) => {
  // Some forty pages, and a way back from each store-frame one: over a minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page);
  const menu = page.getByRole('complementary').getByRole('menu');
  for (const entry of staffMenu()) {
    // On a laptop the menu starts collapsed to icons; each entry is still a link by its label.
    await menu.getByRole('link', { name: entry.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.to.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByText('Not for your role')).toHaveCount(0);
    await expect(page.getByText('Coming soon: this page is not built yet.')).toHaveCount(0);
    // The tab says which screen it is.
    const screen = screens.find((s) => entry.to.split('?')[0] === s.path);
    await expect(page).toHaveTitle(`${screen?.title} · Kadai staff`);
    // A store screen is drawn in the plain store frame, without the side menu: back to the last page.
    if (screen && inStoreFrame(screen)) await page.goBack();
  }
});

test('a screen refuses a signed-in role it is not for', async ({ page, request }) => {
  // One page load per refused screen: some twenty of them.
  test.setTimeout(150_000);
  const outletUser = await createStaffUser(request, { role: 'outlet', outletId: 'adyar' });
  await signIn(page, outletUser);
  const refused = screens.filter((s) => !canOpen(s.roles, 'outlet') && s.page !== undefined);
  expect(refused.length).toBeGreaterThan(5);
  for (const screen of refused) {
    await page.goto(screen.path);
    await expect(page.getByText('Not for your role'), screen.path).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${outletUser.displayName}`);
  }
});
