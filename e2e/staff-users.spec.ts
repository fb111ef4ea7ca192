import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { createStaffUser, E2E_ADMIN, signIn } from './src/staff.ts';

/** Picks an option of the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await chooseOption(page, scope.getByLabel(label, { exact: true }), option);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Not logged in');
}

test('an admin adds a Kitchen production user, who signs in with a limited role until disabled', async ({
  page,
  browser,
}) => {
  // Five sign-ins, each a deliberate scrypt: on a busy 2-core machine this one story outgrows a minute.
  test.slow();
  const username = `kitchen-${Date.now().toString(36)}`;
  const displayName = `Kitchen Cook ${Date.now().toString(36)}`;
  const password = 'kitchen-cook-password';

  await signIn(page);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });

  // Checked in the browser with the contract's messages, under the right fields.
  await dialog.getByLabel('Username').fill('A');
  await dialog.getByLabel('Display name').fill(displayName);
  await choose(page, dialog, 'Role', 'Production');
  await choose(page, dialog, 'Team', 'Kitchen');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Username: 3 to 40 characters')).toBeVisible();
  await expect(dialog.getByText('Password: at least 10 characters')).toBeVisible();

  // Only the server knows a name is taken: its message lands under Username too.
  await dialog.getByLabel('Username').fill(E2E_ADMIN.username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText(`Username "${E2E_ADMIN.username}" is already taken`)).toBeVisible();

  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  // The list updates without a reload.
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(displayName);
  await expect(row).toContainText('Production');
  await expect(row).toContainText('Kitchen');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  await page.getByLabel('Search users').fill(username);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  // The new user signs in, in the same browser.
  await signOut(page);
  await signIn(page, { username, password });
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${displayName}`);
  for (const adminPage of ['/users', '/sort']) {
    await page.goto(adminPage);
    await expect(page.getByText('Not for your role')).toBeVisible();
  }
  await page.goto('/stock-movements-management?page=dashboard');
  await expect(page.getByTestId('team-card-kitchen')).toBeVisible();

  // Meanwhile an admin, elsewhere, disables them.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin);
    await admin.goto('/users');
    const adminRow = admin.getByRole('row').filter({ hasText: username });
    await expect(adminRow).not.toContainText('Never'); // they have signed in now
    await adminRow.getByRole('button', { name: 'Disable' }).click();
    await admin.getByRole('button', { name: 'Yes, disable' }).click();
    await expect(adminRow).toContainText('Disabled');
    await expect(adminRow.getByRole('button', { name: 'Enable' })).toBeVisible();

    // Their open session has ended: the next page load goes to the sign-in form…
    await page.reload();
    await expect(page).toHaveURL(/\/adminlogin\?next=/);
    // …and signing in again is refused.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter valid credentials')).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toHaveText('Not logged in');

    // The admin enables them and sets a new password; that one works.
    await adminRow.getByRole('button', { name: 'Enable' }).click();
    await admin.getByRole('button', { name: 'Yes, enable' }).click();
    await expect(adminRow).toContainText('Active');
    await adminRow.getByRole('button', { name: 'Reset password' }).click();
    const reset = admin.getByRole('dialog', { name: `Reset password for ${username}` });
    await reset.getByLabel('New password').fill('too-short');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(reset.getByText('Password: at least 10 characters')).toBeVisible();
    await reset.getByLabel('New password').fill('a-brand-new-password');
    await reset.getByRole('button', { name: 'Set password' }).click();
    await expect(reset).toBeHidden();
  } finally {
    await adminContext.close();
  }
  await signIn(page, { username, password: 'a-brand-new-password' });
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${displayName}`);
});

test('an admin edits a user’s name and role, and the list shows it at once', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'finance' });
  await signIn(page);
  await page.goto('/users');
  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row).toContainText('Finance');

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${user.username}` });
  await dialog.getByLabel('Display name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please input a display name')).toBeVisible();

  await dialog.getByLabel('Display name').fill('Outlet Keeper');
  await choose(page, dialog, 'Role', 'Outlet');
  await choose(page, dialog, 'Outlet', 'Adyar');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Outlet Keeper');
  await expect(row).toContainText('Adyar');
  await expect(row.getByRole('cell', { name: 'Outlet', exact: true })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the users list and the dashboard do not scroll the page sideways', async ({ page }) => {
    await signIn(page);
    const scrollWidth = () =>
      page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

    await page.goto('/users');
    await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.username }).first()).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.goto('/stock-movements-management?page=dashboard');
    await expect(page.getByTestId('outlet-card-t-nagar')).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    // The cards stack, one a row, each as wide as the content beside the collapsed menu.
    const box = await page.getByTestId('team-card-kitchen').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);

    await page.goto('/stock-movements-management?page=team-specific&teamId=kitchen&teamName=Kitchen');
    await expect(page.locator('[data-testid^="task-card-"]')).toHaveCount(6);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  });
});
