import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createStaffUser, type StaffCredentials, signIn } from './src/staff.ts';

// About the service worker itself: the config blocks it for the other specs, here it is allowed.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE =
  /You are offline\. Stock received, recount, bookings, packing and production log will be sent/;

/** The build the server under test serves (playwright.config.ts passes WEB_DIST on when set). */
const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
);

/** Which modules each chunk holds (apps/web/vite.config.ts writes it beside the manifest). */
const chunkModules: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'chunk-modules.json'), 'utf8'),
);

/** A module's chunk in this build, as the browser asks for it: its own, or the group it was merged into. */
function built(key: string): string {
  const file =
    manifest[key]?.file ?? Object.keys(chunkModules).find((name) => chunkModules[name]?.includes(key));
  if (!file) throw new Error(`${key} is not in the build's manifest`);
  return `/${file}`;
}

/** The staff frame's own code (antd): its layout, the frame's antd group and the antd theme. */
const STAFF_FRAME_CODE = [
  built('src/app/staff-layout.tsx'),
  built('src/app/antd-theme.tsx'),
  ...Object.values(manifest)
    .map((chunk) => `/${chunk.file}`)
    .filter((file) => /^\/assets\/staff-frame-[^/]+\.js$/.test(file)),
];
/** The plain store frame's own code. */
const STORE_FRAME_CODE = [built('src/app/store-routes.tsx'), built('src/app/store-layout.tsx')];

/** Waits until the service worker looks after the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** The code files (paths) the worker keeps outside its precache. */
function keptCode(page: Page) {
  return page.evaluate(async () => {
    if (!(await caches.has('kept-code'))) return [];
    const keys = await (await caches.open('kept-code')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

test('a staff page opened once reopens in its frame with the network off', async ({
  page,
  context,
  request,
}) => {
  expect(STAFF_FRAME_CODE).toHaveLength(3);
  const user = await createStaffUser(request, { role: 'outlet', outletId: 'abhiramapuram' });
  // Sign-in lands on /links in the same page load: its code came before the worker was there.
  await signIn(page, user);
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await controlled(page);
  // The signed-in frame has asked the worker to keep the frames' code (the store frame's too, which
  // this page never loaded) and what the page had loaded.
  const linksPage = built('src/features/dashboard/pages/links-page.tsx');
  await expect.poll(() => keptCode(page)).toEqual(expect.arrayContaining([...STAFF_FRAME_CODE, linksPage]));

  // A dead zone: the phone reloads the page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${user.displayName}`);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.setOffline(false);
});

/** Signs in without the sign-in page (itself in the antd frame): a store's phone opening its bookmark. */
async function signInByApi(page: Page, credentials: StaffCredentials) {
  const basic = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
  const res = await page.request.post('/dataapi/login', { headers: { authorization: `Basic ${basic}` } });
  expect(res.status()).toBe(200);
}

test("a store's booking page reopens in the store frame with the network off, and the phone keeps no antd", async ({
  page,
  context,
  request,
}) => {
  const staff = await createStaffUser(request, { role: 'store-staff', storeId: 'alwarpet' });
  await signInByApi(page, staff);
  await page.goto('/vegstock');
  await expect(page.getByRole('heading', { name: 'Daily Vegetable Stock' })).toBeVisible();
  await controlled(page);
  await expect.poll(() => keptCode(page)).toEqual(expect.arrayContaining(STORE_FRAME_CODE));
  expect((await keptCode(page)).filter((file) => STAFF_FRAME_CODE.includes(file))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${staff.displayName}`);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expect(page).toHaveTitle('Daily Vegetable Stock · Kadai staff');
  await context.setOffline(false);
});

test("a customer's first visit fetches none of the staff frames' code", async ({ page, context }) => {
  const asked: string[] = [];
  context.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/assets/')) asked.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
  // The worker has installed (its precache fetched) and looks after the page.
  await controlled(page);
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((file) => [...STAFF_FRAME_CODE, ...STORE_FRAME_CODE].includes(file))).toEqual([]);
  expect(await keptCode(page)).toEqual([]);
});
