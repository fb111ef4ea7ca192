// A customer's page must not download staff code (bytes it waits for and never uses): staff buttons once rode
// along with the order form through the payments feature's public file, and with them antd pieces only staff
// use. After `npm run build`, this walks the static imports of every customer route's chunk in the build's
// manifest (what the browser fetches before the page can show) and fails when one of those chunks holds a
// staff-only source file. Run by `npm test`; reads three JSON files, well under a second.
//
// Customer routes are the lazy imports of apps/web/src/app/routes.tsx (staff routes live in
// staff-routes.tsx), so a new customer page is checked without being listed here. It also adds up, per customer
// page, the brotli bytes the page downloads before it shows, and fails above the budget below.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type ChunkModules,
  chunkKeyOf,
  chunksLoadedBy,
  filesLoadedBy,
  type Manifest,
} from './built-chunks.ts';
import { FRAME_MODULES } from './staff-frame.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(webRoot, 'dist'));

/**
 * Source files (apps/web-relative; a trailing slash means a whole folder) only staff pages use.
 * The staff routes' list (staff-routes.tsx with the registry, the pages' first requests and the
 * sign-in check) is among them: it is loaded when a staff path is first visited
 * (staff-or-not-found.tsx), so the customer's first download carries none of it.
 */
const STAFF_ONLY = [
  '../../packages/contract/src/auth.ts',
  '../../packages/contract/src/order-admin.ts',
  '../../packages/contract/src/staff-screen-shape.ts',
  '../../packages/contract/src/staff-screens.ts',
  'src/app/require-staff.tsx',
  'src/app/staff-page-data.ts',
  'src/app/staff-routes.tsx',
  'src/app/scope-gate.tsx',
  'src/app/staff-layout.tsx',
  'src/app/staff-pages.tsx',
  'src/app/staff.css',
  'src/components/staff-icon.tsx',
  'src/components/choose-scope-card.tsx',
  'src/components/sms-delivery.tsx',
  'src/features/auth/components/',
  'src/features/auth/pages/',
  'src/features/backups/',
  'src/features/bookings/',
  'src/features/carry-over/',
  'src/features/catalogue/components/',
  'src/features/catalogue/pages/',
  'src/features/dashboard/',
  'src/features/destruction/',
  'src/features/movements/',
  'src/features/named-queries/',
  'src/features/notifications/',
  'src/features/order-admin/',
  'src/features/organisation/',
  'src/features/packing/',
  'src/features/payments/staff.ts',
  'src/features/payments/components/',
  'src/features/payments/pages/',
  'src/features/payments/api/card-payments-admin.ts',
  'src/features/payments/api/check-card-payment.ts',
  'src/features/payments/api/clear-payment-flag.ts',
  'src/features/payments/api/confirm-payment.ts',
  'src/features/payments/api/payment-test.ts',
  'src/features/payments/api/refund-card-payment.ts',
  'src/features/production/',
  'src/features/receivables/',
  'src/features/reports/',
  'src/features/sales/',
  'src/features/statements/',
  'src/features/stock/',
];

function readJson<T>(file: string): T {
  if (!existsSync(file)) {
    console.error(
      `[customer-chunks] ${file} is missing: run \`npm run build\` first (apps/web/vite.config.ts writes it)`,
    );
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const manifest = readJson<Manifest>(path.join(dist, '.vite', 'manifest.json'));
const chunkModules = readJson<ChunkModules>(path.join(dist, '.vite', 'chunk-modules.json'));

const routesSource = readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8');
const customerPages = [...routesSource.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) =>
  path.posix.join('src/app', spec ?? ''),
);
const failures: string[] = [];
if (customerPages.length === 0) failures.push('found no lazy customer routes in src/app/routes.tsx');

const isStaff = (moduleId: string) =>
  STAFF_ONLY.some((p) => (p.endsWith('/') ? moduleId.startsWith(p) : moduleId === p));

for (const page of ['index.html', ...customerPages]) {
  if (!manifest[page]) {
    failures.push(`${page}: not in the build's manifest (renamed? rebuilt?)`);
    continue;
  }
  for (const key of chunksLoadedBy(manifest, [page])) {
    const file = (manifest[key] as { file: string }).file;
    const staff = (chunkModules[file] ?? []).filter(isStaff);
    if (staff.length > 0) failures.push(`${page} loads ${file}, which holds staff code: ${staff.join(', ')}`);
  }
}

/**
 * What each customer page downloads before it can show, as sent with brotli: index.html, the entry,
 * and the chunks (with their styles) of the page's lazy imports and everything they import
 * statically. A chunk a page imports later (a dialog's code, when opened) is not counted; the bench
 * (bench/src/steps/customer-pages.ts) measures those in a real browser.
 */
const CUSTOMER_PAGE_BUDGET = 150_000;
/** Off only while a page is knowingly over the budget; the figures are printed either way. */
const ENFORCE_CUSTOMER_BUDGET = true;
/** The store frame's booking pages (below), held to the same budget (decision 030). */
const ENFORCE_STORE_BUDGET = true;
/**
 * Paths printed but not held to the budget: the invoice link is finance's document, not a page of
 * the customer's ordering (docs/spec's budget lists those); "page not found" also loads the staff
 * routes' list, since an unknown path may be a staff one.
 */
const OUTSIDE_BUDGET = new Set(['/invoice/:token', '/*']);

const customerRoutes = readJson<Record<string, string[]>>(path.join(dist, '.vite', 'customer-routes.json'));
/** A file as the server sends it with brotli; the build keeps no .br of a file brotli would not shrink. */
const brotliSize = (file: string) => {
  const compressed = path.join(dist, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(dist, file)).size;
};
/**
 * What `route` downloads before it shows: index.html and the chunks of `keys` (modules, found in the
 * chunk they were merged into when not one's entry) with everything they import statically, with
 * their CSS; its brotli bytes, and the chunks (by manifest key) it loads.
 */
function pageDownload(route: string, modules: readonly string[]) {
  const keys: string[] = [];
  for (const module of ['index.html', ...modules]) {
    const key = chunkKeyOf(manifest, chunkModules, module);
    if (key === undefined) failures.push(`${route}: ${module} is not in the build's manifest`);
    else keys.push(key);
  }
  const files = new Set(['index.html', ...filesLoadedBy(manifest, keys)]);
  let bytes = 0;
  for (const file of files) bytes += brotliSize(file);
  return { chunks: chunksLoadedBy(manifest, keys), files: files.size, bytes };
}

for (const [route, keys] of Object.entries(customerRoutes)) {
  const { files, bytes } = pageDownload(route, keys);
  const held = !OUTSIDE_BUDGET.has(route);
  const over = held && bytes > CUSTOMER_PAGE_BUDGET;
  console.log(
    `[customer-chunks] ${route} loads ${files} files, ${bytes} bytes with brotli` +
      (held ? ` (budget ${CUSTOMER_PAGE_BUDGET}${over ? ', OVER' : ''})` : ' (not held to the budget)'),
  );
  if (over && ENFORCE_CUSTOMER_BUDGET)
    failures.push(
      `${route} downloads ${bytes} bytes with brotli before it shows, over ${CUSTOMER_PAGE_BUDGET}`,
    );
}

/**
 * The store staff's booking pages, in the plain store frame (apps/web/src/app/store-routes.tsx): a
 * store's phone on a mobile network, held to the customer's budget. What they download before they
 * show: index.html, the entry, the store routes (loaded on their first visit by
 * staff-or-not-found.tsx, with it), the frame and the page, each with its static imports. None of them may
 * load the staff frame: its layout, page list, route list or antd theme.
 */
const STORE_PAGE = [...FRAME_MODULES.store, 'src/features/bookings/pages/veg-booking-page.tsx'];
const STORE_ROUTES = { '/vegstock': STORE_PAGE, '/vegwastages': STORE_PAGE };
const STAFF_FRAME = [
  'src/app/staff-layout.tsx',
  'src/app/staff-pages.tsx',
  'src/app/staff-routes.tsx',
  'src/app/antd-theme.tsx',
];
for (const [route, keys] of Object.entries(STORE_ROUTES)) {
  const { chunks, files, bytes } = pageDownload(route, keys);
  for (const key of chunks) {
    const file = (manifest[key] as { file: string }).file;
    const frame = (chunkModules[file] ?? []).filter((id) => STAFF_FRAME.includes(id));
    if (frame.length > 0) failures.push(`${route} loads ${file}, the staff frame's: ${frame.join(', ')}`);
  }
  const over = bytes > CUSTOMER_PAGE_BUDGET;
  console.log(
    `[customer-chunks] ${route} (store frame) loads ${files} files, ${bytes} bytes with brotli (budget ${CUSTOMER_PAGE_BUDGET}${over ? ', OVER' : ''})`,
  );
  if (over && ENFORCE_STORE_BUDGET)
    failures.push(
      `${route} downloads ${bytes} bytes with brotli before it shows, over ${CUSTOMER_PAGE_BUDGET}`,
    );
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`[customer-chunks] ${failure}`);
  process.exit(1);
}
console.log(
  `[customer-chunks] ok: ${customerPages.length} customer routes load no staff code` +
    (ENFORCE_CUSTOMER_BUDGET ? `, each within ${CUSTOMER_PAGE_BUDGET} bytes` : ''),
);
