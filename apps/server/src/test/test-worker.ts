import { afterAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { type JobQueue, type RetryPolicy, startJobQueue } from '../jobs/job-queue.ts';
import { DEFAULT_SESSION_POLICY } from '../modules/auth/sign-in/session-policy.ts';
import type { MailSettings } from '../modules/notifications/mail/mail-settings.ts';
import { createPaymentGateway, NO_GATEWAY } from '../modules/payments/create-payment-gateway.ts';
import type { PaymentGatewayPort } from '../ports/payment-gateway.ts';
import { NO_SMS, type SmsPort } from '../ports/sms.ts';
import { runJobWorker } from '../run-job-worker.ts';

/** A test that runs no payments: its status checks fail, as against a gateway that is down. */
const UNREACHABLE_GATEWAY = createPaymentGateway(NO_GATEWAY, {
  localFetch: () => Promise.reject(new Error('this test has no gateway')),
});

const quiet = { error: () => {}, info: () => {} };

/**
 * A real job worker on the test database, as the server runs one, with retries a second apart
 * instead of minutes; stopped when the file's tests end.
 */
export async function startTestWorker(
  db: Database,
  options: {
    mail: MailSettings;
    mailRetry?: RetryPolicy;
    /** The SMS adapter (e.g. MSG91's against sms-catcher.ts); without one every text message fails. */
    sms?: SmsPort;
    smsRetry?: RetryPolicy;
    gateway?: PaymentGatewayPort;
  },
): Promise<JobQueue> {
  const queue = await startJobQueue({
    pool: db.$client,
    worker: true,
    pollingIntervalSeconds: 0.5,
    mailRetry: options.mailRetry ?? { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    smsRetry: options.smsRetry ?? { retryLimit: 3, retryDelay: 1, retryBackoff: false },
  });
  const worker = await runJobWorker({
    queue,
    db,
    mail: options.mail,
    sms: options.sms ?? NO_SMS,
    sessionPolicy: DEFAULT_SESSION_POLICY,
    gateway: options.gateway ?? UNREACHABLE_GATEWAY,
    log: quiet,
  });
  afterAll(() => worker.stop());
  return queue;
}

/** Reads until `done` holds (jobs run a moment after their transaction commits), or fails. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  options: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const until = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${options.what ?? 'a job'}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
