import type { PaymentAttemptRow } from '@kadai/contract';

/**
 * What else is true of a payment attempt besides its state, as finance reads it beside the state:
 * paid twice, for an older amount, confirmed at the gateway, or still being asked about.
 */
export function attemptFlags(
  row: Pick<PaymentAttemptRow, 'paidTwice' | 'olderAmount' | 'confirmedAt' | 'settled' | 'state'>,
): { label: string; colour: string | undefined }[] {
  return [
    ...(row.paidTwice ? [{ label: 'Paid twice', colour: 'red' }] : []),
    ...(row.olderAmount ? [{ label: 'Older amount', colour: 'orange' }] : []),
    ...(row.confirmedAt ? [{ label: 'Confirmed', colour: 'cyan' }] : []),
    ...(!row.settled && row.state !== 'success' ? [{ label: 'Checking', colour: undefined }] : []),
  ];
}
