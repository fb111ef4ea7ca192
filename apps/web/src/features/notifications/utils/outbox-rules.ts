import type { MailStatus } from '@kadai/contract';

/** How a message's status reads in the outbox, and its tag's colour. */
export const MAIL_STATUS_LOOK: Record<MailStatus, { colour: string; label: string }> = {
  sent: { colour: 'green', label: 'Sent' },
  outbox: { colour: 'gold', label: 'Waiting in outbox' },
  failed: { colour: 'red', label: 'Failed' },
  queued: { colour: 'blue', label: 'Queued' },
};

/** Send again is for a message that failed or waits: one sent or queued is on its way already. */
export function canSendAgain(status: MailStatus): boolean {
  return status === 'failed' || status === 'outbox';
}

/** The last error, while it still matters: a message sent since has none to show. */
export function lastErrorShown(row: { status: MailStatus; error: string | null }): string | null {
  return row.status === 'sent' || !row.error ? null : row.error;
}

/** An attachment's size as people read it: bytes, KB, or MB to one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
