import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { smsDeliveryReports, smsMessages } from '../../../db/schema/index.ts';
import type { SmsReport } from '../../../ports/sms.ts';

/**
 * One delivery report (from the webhook or a poll), kept as it came in sms_delivery_reports, and
 * the message it names moved by it in the same transaction: to 'delivered' or to 'failed' with
 * the operator's reason (a DLT scrub). A final state stays: a late or repeated report changes
 * nothing, except that a message given up as 'unknown' takes the report that came after all.
 * 'pending' and 'unknown' reports are kept and move nothing. Returns the message's id, or null
 * when no sent message has that request id (it is kept all the same, for whoever asks).
 */
export async function recordSmsReport(
  db: Database,
  report: {
    providerId: string;
    status: SmsReport['status'];
    reason: string | null;
    payload: SmsReport['payload'];
    /** When it came (the poll's clock); now by default. */
    receivedAt?: Date;
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(eq(smsMessages.providerId, report.providerId))
      .for('update');
    await tx.insert(smsDeliveryReports).values({
      messageId: message?.id ?? null,
      providerId: report.providerId,
      status: report.status,
      reason: report.reason,
      payload: report.payload,
      ...(report.receivedAt && { receivedAt: report.receivedAt }),
    });
    if (message && (report.status === 'delivered' || report.status === 'failed')) {
      await tx
        .update(smsMessages)
        .set({
          deliveryStatus: report.status,
          deliveryReason: report.status === 'failed' ? report.reason : null,
          deliveredAt: report.status === 'delivered' ? sql`now()` : null,
        })
        .where(
          and(
            eq(smsMessages.id, message.id),
            or(isNull(smsMessages.deliveryStatus), eq(smsMessages.deliveryStatus, 'unknown')),
          ),
        );
    }
    return message?.id ?? null;
  });
}
