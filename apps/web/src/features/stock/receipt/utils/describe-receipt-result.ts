import type { ConfirmReceiptResponse } from '@kadai/contract';

/** What this session's Confirm said, kept on the page (a toast alone is gone before it is read). */
export function describeReceiptResult(result: ConfirmReceiptResponse): string {
  const parts = [`${result.received} ${result.received === 1 ? 'line' : 'lines'} received.`];
  if (result.disputes > 0) {
    parts.push(
      `${result.disputes} ${result.disputes === 1 ? 'difference opened a dispute' : 'differences opened disputes'}.`,
    );
  }
  for (const line of result.alreadyReceived) {
    parts.push(
      `A line had been received already by ${line.receivedBy || 'someone else'}; it was left as it was.`,
    );
  }
  return parts.join(' ');
}
