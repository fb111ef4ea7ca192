import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The first admin of the e2e database, created at start-up from ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password', displayName: 'Administrator' };
/** Where the e2e server mails production plans (ADMIN_EMAIL). */
export const E2E_ADMIN_EMAIL = 'plans@kadai.test';

export interface StaffCredentials {
  username: string;
  password: string;
}

/** Signs in through the /adminlogin form, as a person would, and waits to leave the form. */
export async function signIn(page: Page, credentials: StaffCredentials = E2E_ADMIN): Promise<void> {
  if (!page.url().includes('/adminlogin')) await page.goto('/adminlogin');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/adminlogin/);
}

function basic(credentials: StaffCredentials): string {
  return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
}

/** A session token for API calls made by a spec's setup (not by the person in the browser). */
export async function apiToken(request: APIRequestContext, credentials: StaffCredentials = E2E_ADMIN) {
  const res = await request.post('/dataapi/login', { headers: { authorization: basic(credentials) } });
  expect(res.status()).toBe(200);
  const token = res.headers().authorization;
  if (!token) throw new Error('no token in the login response');
  return token;
}

let created = 0;

/** Creates a staff user through the admin API; unique per call. */
export async function createStaffUser(
  request: APIRequestContext,
  user: { role: string; displayName?: string; teamId?: string; outletId?: string; storeId?: string },
): Promise<StaffCredentials & { displayName: string }> {
  created += 1;
  const username = `${user.role}-${Date.now().toString(36)}-${created}`;
  const displayName = user.displayName ?? `E2E ${user.role} ${created}`;
  const password = 'e2e-staff-password';
  const res = await request.post('/api/admin/users', {
    headers: { authorization: await apiToken(request) },
    data: {
      username,
      displayName,
      role: user.role,
      teamId: user.teamId ?? null,
      outletId: user.outletId ?? null,
      storeId: user.storeId ?? null,
      password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password, displayName };
}
