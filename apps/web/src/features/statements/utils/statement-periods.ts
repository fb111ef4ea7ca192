import { previousPeriod } from '@kadai/contract';
import { isApiRequestError } from '../../../lib/api-client.ts';

/** The last `count` months that have ended, newest first. */
export function pastPeriods(count: number, today: string): string[] {
  const periods: string[] = [];
  let period = previousPeriod(today);
  for (let i = 0; i < count; i += 1) {
    periods.push(period);
    period = previousPeriod(`${period}-01`);
  }
  return periods;
}

/** A failed send or save in the server's words: its first field's message, else its message. */
export function errorText(error: unknown): string {
  if (isApiRequestError(error)) return error.fields[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
