// A customer's page must not download staff code (bytes it waits for and never uses): staff buttons once rode
// along with the order form through the payments feature's public file, and with them antd pieces only staff
// use. After `npm run build`, this walks the static imports of every customer route's chunk in the build's
// manifest (what the browser fetches before the page can show) and fails when one of those chunks holds a
// staff-only source file. Run by `npm test`; reads two JSON files, well under a second.
//
// Customer routes are the lazy imports of apps/web/src/app/routes.tsx (staff routes live in
// staff-routes.tsx), so a new customer page is checked without being listed here.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const webRoot = new URL('../apps/web/', import.meta.url).pathname;
const dist = path.resolve(process.env.WEB_DIST ?? path.join(webRoot, 'dist'));

/**
 * Source files (apps/web-relative; a trailing slash means a whole folder) only staff pages use.
 * The router's list of staff addresses (staff-routes.tsx, staff-page-data.ts, require-staff.tsx) is
 * meant to be in the customer's entry: it is a few strings, and the pages behind it load lazily.
 */
const STAFF_ONLY = [
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

function readJson(file) {
  if (!existsSync(file)) {
    console.error(
      `[customer-chunks] ${file} is missing: run \`npm run build\` first (apps/web/vite.config.ts writes it)`,
    );
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const manifest = readJson(path.join(dist, '.vite', 'manifest.json'));
const chunkModules = readJson(path.join(dist, '.vite', 'chunk-modules.json'));

const routesSource = readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8');
const customerPages = [...routesSource.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) =>
  path.posix.join('src/app', spec),
);
const failures = [];
if (customerPages.length === 0) failures.push('found no lazy customer routes in src/app/routes.tsx');

/** The chunk of `key` and every chunk it imports statically, each once. */
function staticChunks(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) staticChunks(next, into);
  return into;
}

const isStaff = (moduleId) =>
  STAFF_ONLY.some((p) => (p.endsWith('/') ? moduleId.startsWith(p) : moduleId === p));

for (const page of ['index.html', ...customerPages]) {
  if (!manifest[page]) {
    failures.push(`${page}: not in the build's manifest (renamed? rebuilt?)`);
    continue;
  }
  for (const key of staticChunks(page)) {
    const file = manifest[key].file;
    const staff = (chunkModules[file] ?? []).filter(isStaff);
    if (staff.length > 0) failures.push(`${page} loads ${file}, which holds staff code: ${staff.join(', ')}`);
  }
}

// The figure to watch: the scripts the order form (`/`) loads before it can show, as sent with brotli.
const home = new Set();
for (const key of [
  'index.html',
  'src/app/customer-layout.tsx',
  'src/features/orders/pages/order-form-page.tsx',
]) {
  if (manifest[key]) staticChunks(key, home);
}
let brotli = 0;
for (const key of home) {
  const compressed = path.join(dist, `${manifest[key].file}.br`);
  if (existsSync(compressed)) brotli += statSync(compressed).size;
}
console.log(`[customer-chunks] / loads ${home.size} script chunks, ${brotli} bytes with brotli`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`[customer-chunks] ${failure}`);
  process.exit(1);
}
console.log(`[customer-chunks] ok: ${customerPages.length} customer routes load no staff code`);
