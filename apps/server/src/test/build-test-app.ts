import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailSettings } from '../modules/notifications/mail-settings.ts';

/**
 * The app on a test database; `mail` points it at an SMTP server (e.g. smtp-test-server.ts), and
 * `jobs` (test-worker.ts) runs what it enqueues. Without `jobs` it enqueues and nothing runs.
 */
export async function buildTestApp(db: Database, options: { mail?: MailSettings; jobs?: JobQueue } = {}) {
  const app = await buildApp({
    db,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...(options.mail && { mail: options.mail }),
    ...(options.jobs && { jobs: options.jobs }),
  });
  afterAll(() => app.close());
  return app;
}
