import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_MSG91_AUTH_KEY, E2E_MSG91_WEBHOOK_TOKEN } from './src/sms-catcher.ts';
import { E2E_ADMIN, E2E_ADMIN_EMAIL } from './src/staff.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
// Overridable so that two runs on one machine do not collide.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The database the specs check directly: src/database.ts connects to this port. */
const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339);
/** The loopback SMTP server (global-setup.ts) the product mails to: next to the web port, so runs do not collide. */
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000);
/** The loopback MSG91 stand-in (global-setup.ts, src/sms-catcher.ts) the product texts. */
const E2E_SMS_PORT = Number(process.env.E2E_SMS_PORT ?? E2E_PORT + 2000);

// The e2e server always runs its own embedded PostgreSQL, which the specs check directly.
delete process.env.DATABASE_URL;

// A fresh data folder per run, removed when the run ends. Workers load this file again: they
// inherit the runner's folder through the environment instead of making their own.
if (!process.env.KADAI_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kadai-e2e-'));
  // mkdtemp makes 0700; the embedded PostgreSQL runs as the `postgres` user when we are root.
  chmodSync(dataDir, 0o755);
  process.env.KADAI_E2E_DATA_DIR = dataDir;
  // Mail the product sends during the run, as .eml files (src/mail-catcher.ts); outside the
  // database folder, which PostgreSQL owns.
  process.env.KADAI_E2E_MAIL_DIR = `${dataDir}-mail`;
  process.env.KADAI_E2E_SMTP_PORT = String(E2E_SMTP_PORT);
  process.once('exit', () => rmSync(`${dataDir}-mail`, { recursive: true, force: true }));
  process.env.KADAI_E2E_SMS_DIR = `${dataDir}-sms`;
  process.env.KADAI_E2E_SMS_PORT = String(E2E_SMS_PORT);
  // Where the MSG91 stand-in posts its delivery reports: the server's webhook, with its token.
  process.env.KADAI_E2E_SMS_WEBHOOK = `http://127.0.0.1:${E2E_PORT}/api/sms/msg91/reports/${E2E_MSG91_WEBHOOK_TOKEN}`;
  process.once('exit', () => rmSync(`${dataDir}-sms`, { recursive: true, force: true }));
  // The runner stops the web server (and its database) before it exits.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    // The product honours reduced motion (apps/web/src/lib/prefers-reduced-motion.ts). With it on,
    // a dialog's buttons are where they will stay from the first frame: on a loaded CI runner a
    // click aimed at a button still zooming in can land on empty space and report success.
    reducedMotion: 'reduce',
    // The built app registers a service worker, which answers the page's requests before
    // page.route() sees them: specs that stub the API run without it. The offline specs allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: process.env.KADAI_E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every spec's customer is 127.0.0.1: the per-address limit has its own server test.
      PUBLIC_WRITES_PER_MINUTE: '100000',
      // The first admin of the fresh database; specs sign in with it (src/staff.ts).
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      // Text messages go to the MSG91 stand-in, with made-up DLT template ids.
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: E2E_MSG91_AUTH_KEY,
      MSG91_URL: `http://127.0.0.1:${E2E_SMS_PORT}`,
      SMS_TEMPLATE_VERIFICATION: 'e2e0verification0template',
      SMS_TEMPLATE_INVOICE: 'e2e0invoice0template',
      // The stand-in posts its delivery reports here (src/sms-catcher.ts).
      MSG91_WEBHOOK_TOKEN: E2E_MSG91_WEBHOOK_TOKEN,
      // A payment nobody came back from (a closed tab) is checked with the test gateway after 3 s, not 3 min.
      PAYMENT_FIRST_CHECK_SECONDS: '3',
      ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
    },
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
