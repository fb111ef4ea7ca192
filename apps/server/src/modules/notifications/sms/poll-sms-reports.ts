import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { smsDeliveryReports, smsMessages } from '../../../db/schema/index.ts';
import { SmsError, type SmsPort } from '../../../ports/sms.ts';
import { recordSmsReport } from './record-sms-report.ts';

/** A report usually comes within minutes; the poll asks only about messages older than this. */
export const POLL_AFTER_MINUTES = 15;
/** Operators report within a day or two at most: after this, a message without one is 'unknown'. */
export const REPORT_WINDOW_HOURS = 48;
export const NO_REPORT_REASON = `No delivery report within ${REPORT_WINDOW_HOURS} hours`;
/** The most one poll asks about: the rest wait for the next (every ten minutes). */
const POLL_BATCH = 100;

export interface PollLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The delivery reports the webhook did not bring (it is not set up, or a post was lost), run every
 * ten minutes: a sent message without a report is asked about once it is POLL_AFTER_MINUTES old,
 * less often as it ages (again after a quarter of its age: every few minutes at first, every few
 * hours the next day), and after REPORT_WINDOW_HOURS it is 'unknown'. Each answer is kept and moves
 * the message as the webhook's would (record-sms-report.ts). A provider that cannot be asked ends
 * this run; the next tries again.
 */
export async function pollSmsReports(
  db: Database,
  options: { sms: SmsPort; log: PollLog; now?: Date },
): Promise<{ asked: number; unknown: number }> {
  const now = options.now ?? new Date();
  const awaited = and(
    eq(smsMessages.status, 'sent'),
    isNull(smsMessages.deliveryStatus),
    isNotNull(smsMessages.providerId),
  );
  const windowStart = new Date(now.getTime() - REPORT_WINDOW_HOURS * 3_600_000);
  const unknown = await db.transaction(async (tx) => {
    const givenUp = await tx
      .update(smsMessages)
      .set({ deliveryStatus: 'unknown', deliveryReason: NO_REPORT_REASON })
      .where(and(awaited, lt(smsMessages.sentAt, windowStart)))
      .returning({ id: smsMessages.id, providerId: smsMessages.providerId });
    if (givenUp.length > 0) {
      await tx.insert(smsDeliveryReports).values(
        givenUp.map((m) => ({
          messageId: m.id,
          providerId: m.providerId,
          status: 'unknown',
          reason: NO_REPORT_REASON,
          payload: null,
          receivedAt: now,
        })),
      );
    }
    return givenUp.length;
  });
  if (unknown > 0) options.log.info({ unknown }, 'SMS without a delivery report marked unknown');
  if (options.sms.provider === 'none') return { asked: 0, unknown };

  const firstAsk = new Date(now.getTime() - POLL_AFTER_MINUTES * 60_000);
  const due = await db
    .select({ providerId: smsMessages.providerId, sentAt: smsMessages.sentAt })
    .from(smsMessages)
    .where(
      and(
        awaited,
        lt(smsMessages.sentAt, firstAsk),
        // Asked again only once a quarter of its age has passed since the last report or answer.
        sql`not exists (
          select 1 from ${smsDeliveryReports} r
          where r.message_id = ${smsMessages.id}
            and r.received_at > ${now}::timestamptz
              - greatest(interval '10 minutes', (${now}::timestamptz - ${smsMessages.sentAt}) / 4))`,
      ),
    )
    .orderBy(asc(smsMessages.sentAt))
    .limit(POLL_BATCH);

  let asked = 0;
  for (const message of due) {
    if (!message.providerId) continue;
    let report: Awaited<ReturnType<SmsPort['fetchReport']>>;
    try {
      report = await options.sms.fetchReport({
        requestId: message.providerId,
        sentAt: message.sentAt ?? undefined,
      });
    } catch (error) {
      options.log.error(
        { err: error, retryable: error instanceof SmsError ? error.retryable : true },
        'SMS delivery reports could not be asked for; the next poll tries again',
      );
      break;
    }
    asked += 1;
    await recordSmsReport(db, { providerId: message.providerId, ...report, receivedAt: now });
  }
  if (asked > 0) options.log.info({ asked }, 'SMS delivery reports asked for');
  return { asked, unknown };
}
