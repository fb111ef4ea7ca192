import { afterAll } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { LoadSheddingLimits } from '../lib/load-shedding.ts';
import type { MailSettings } from '../modules/notifications/mail/mail-settings.ts';
import type { SmsSettings } from '../modules/notifications/sms/sms-settings.ts';
import type { GatewaySettings } from '../ports/payment-gateway.ts';

/**
 * The app on a test database; `mail` points it at an SMTP server (e.g. smtp-test-server.ts), and
 * `jobs` (test-worker.ts) runs what it enqueues. Without `jobs` it enqueues and nothing runs.
 */
export async function buildTestApp(
  db: Database,
  options: {
    mail?: MailSettings;
    sms?: SmsSettings;
    jobs?: JobQueue;
    publicWritesPerMinute?: number;
    clientDeadlineMs?: number;
    trustProxy?: string[];
    loadShedding?: LoadSheddingLimits;
    logger?: AppOptions['logger'];
    gateway?: GatewaySettings;
    recountApprovalAbove?: number;
    backups?: AppOptions['backups'];
    reads?: AppOptions['reads'];
  } = {},
) {
  const app = await buildApp({
    db,
    // Tests place many orders from one address; the limit itself is tested on its own.
    publicWritesPerMinute: options.publicWritesPerMinute ?? 100_000,
    ...(options.trustProxy && { trustProxy: options.trustProxy }),
    ...(options.clientDeadlineMs !== undefined && { clientDeadlineMs: options.clientDeadlineMs }),
    ...(options.gateway && { gateway: options.gateway }),
    logger:
      options.logger ??
      (process.env.TEST_LOG ? { level: process.env.TEST_LOG === 'warn' ? 'warn' : 'error' } : false),
    // Concurrency tests queue many requests on a small pool on purpose; shedding has its own test.
    loadShedding: options.loadShedding ?? { maxEventLoopDelayMs: 10_000, maxQueueWaitMs: 600_000 },
    ...(options.mail && { mail: options.mail }),
    ...(options.sms && { sms: options.sms }),
    ...(options.jobs && { jobs: options.jobs }),
    ...(options.recountApprovalAbove !== undefined && { recountApprovalAbove: options.recountApprovalAbove }),
    ...(options.backups !== undefined && { backups: options.backups }),
    ...(options.reads && { reads: options.reads }),
  });
  afterAll(() => app.close());
  return app;
}
