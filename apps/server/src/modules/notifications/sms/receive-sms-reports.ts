import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sameSecret } from '../../../lib/same-secret.ts';
import { readMsg91Webhook } from '../../../ports/msg91-reports.ts';
import type { DeliveryLog } from '../outbox/deliver-outbox-message.ts';
import { recordSmsReport } from './record-sms-report.ts';

export const REPORTS_NOT_FOUND = 'Not found';

/**
 * MSG91's delivery reports, posted to /api/sms/msg91/reports/:token. MSG91 signs nothing, so the
 * post is believed only at the secret address (MSG91_WEBHOOK_TOKEN, compared in constant time);
 * any other token, or none configured, is a 404 like any unknown path. Each report is kept and
 * moves its message (record-sms-report.ts); the answer is 200 whatever they name, so MSG91 does
 * not post the same reports again and again.
 */
export async function receiveSmsReports(
  db: Database,
  options: {
    token: string;
    expectedToken: string | undefined;
    body: unknown;
    log: DeliveryLog & { info(details: object, message: string): void };
  },
): Promise<{ received: number }> {
  if (!options.expectedToken || !sameSecret(options.token, options.expectedToken)) {
    throw AppError.notFound(REPORTS_NOT_FOUND);
  }
  const reports = readMsg91Webhook(options.body);
  let matched = 0;
  for (const report of reports) {
    const messageId = await recordSmsReport(db, {
      providerId: report.requestId,
      status: report.status,
      reason: report.reason,
      payload: report.payload,
    });
    if (messageId !== null) matched += 1;
  }
  options.log.info(
    { received: reports.length, matched, statuses: reports.map((r) => r.status) },
    'SMS delivery reports received',
  );
  return { received: reports.length };
}
