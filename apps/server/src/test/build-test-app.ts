import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { MailSettings } from '../modules/notifications/mail-settings.ts';

/** The app on a test database; `mail` points it at an SMTP server (e.g. smtp-test-server.ts). */
export async function buildTestApp(db: Database, options: { mail?: MailSettings } = {}) {
  const app = await buildApp({
    db,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...(options.mail && { mail: options.mail }),
  });
  afterAll(() => app.close());
  return app;
}
