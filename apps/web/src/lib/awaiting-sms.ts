import type { MailStatus, SmsDeliveryStatus } from '@kadai/contract';

/**
 * Whether a list should keep refreshing: a text is queued, or sent a moment ago and its delivery
 * report (usually seconds to minutes) not yet in.
 */
export function awaitingSms(
  messages: readonly {
    status: MailStatus;
    deliveryStatus: SmsDeliveryStatus | null;
    sentAt: string | null;
  }[],
  now = Date.now(),
): boolean {
  return messages.some(
    (m) =>
      m.status === 'queued' ||
      (m.status === 'sent' &&
        m.deliveryStatus === null &&
        m.sentAt !== null &&
        now - Date.parse(m.sentAt) < 15 * 60_000),
  );
}
