import { expect, test } from '@playwright/test';
import { createStaffUser, E2E_ADMIN, signIn } from './src/staff.ts';

const header = (page: import('@playwright/test').Page) => page.getByTestId('signed-in-as');

test('an admin signs in, sees their name in the header, and signs out again', async ({ page }) => {
  await page.goto('/adminlogin');
  await expect(header(page)).toHaveText('Not logged in');

  await signIn(page);
  await expect(page).toHaveURL(/\/links$/);
  await expect(header(page)).toHaveText(`Logged in as ${E2E_ADMIN.displayName}`);
  await expect(page.getByText('Stock Movements Management')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/adminlogin/);
  await expect(header(page)).toHaveText('Not logged in');
  // The session is really gone: a staff page sends the person back to the form.
  await page.goto('/links');
  await expect(page).toHaveURL(/\/adminlogin\?next=%2Flinks/);
});

test('the sign-in form names empty fields and refuses a wrong password', async ({ page, request }) => {
  // A user of this test's own, so wrong passwords never count against the shared admin.
  const user = await createStaffUser(request, { role: 'finance' });
  await page.goto('/adminlogin');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please input your username!')).toBeVisible();
  await expect(page.getByText('Please input your password!')).toBeVisible();

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter valid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/adminlogin/);
  await expect(header(page)).toHaveText('Not logged in');

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(header(page)).toHaveText(`Logged in as ${user.displayName}`);
});

test('a staff page opened signed out asks for sign-in, then returns to that exact page', async ({ page }) => {
  const wanted = '/stock-movements-management?page=settings';
  await page.goto(wanted);
  await expect(page).toHaveURL(/\/adminlogin\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(wanted);

  await signIn(page);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(wanted);
  await expect(page.getByRole('heading', { name: 'Edit Teams' })).toBeVisible();
});

test('the frame: side menu open, folded and opened again, logo to the dashboard, Change User to sign-in', async ({
  page,
}) => {
  await signIn(page);
  const sider = page.locator('.staff-sider');
  const width = async () => (await sider.boundingBox())?.width ?? 0;
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  // Open on a laptop, the names in view; the menu button folds it to icons.
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  await expect.poll(width).toBeGreaterThan(200);
  await menuButton.click();
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  await expect.poll(width).toBeLessThan(80);

  await menuButton.click();
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  await expect.poll(width).toBeGreaterThan(200);
  // The last entry is reached by scrolling the menu, whose sider stays beside the page.
  const last = sider.getByText('Settings (Edit Teams)');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(sider.getByText('Users')).toBeInViewport();
  await expect.poll(async () => (await sider.boundingBox())?.y ?? -1).toBe(64);
  await sider.getByText('Users').click();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByRole('link', { name: 'Kadai staff dashboard' }).click();
  await expect(page).toHaveURL(/\/stock-movements-management\?page=dashboard$/);
  await expect(page.getByRole('heading', { name: 'Location Specific Tasks' })).toBeVisible();

  await page.getByRole('link', { name: 'Change User' }).click();
  await expect(page).toHaveURL(/\/adminlogin$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu takes no room until the header button opens it as a drawer, which closes on a choice', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.locator('.staff-sider')).toHaveCount(0);
    expect((await page.locator('.staff-content').boundingBox())?.x).toBe(0);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Dashboard', { exact: true })).toBeInViewport();
    // The menu is longer than a phone is tall: it scrolls within the open drawer.
    await drawer.getByText('Unpaid orders').scrollIntoViewIfNeeded();
    await expect(drawer.getByText('Unpaid orders')).toBeInViewport();
    await drawer.getByText('Unpaid orders').click();
    await expect(page).toHaveURL(/\/unpaidorders$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  });
});
