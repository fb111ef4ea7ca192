import { REPORT_ON_SCREEN_MAX_DAYS } from '@kadai/contract';

/**
 * A long period cut into consecutive slices of at most a month's worth of days: a background run
 * sends the report's statement once a slice and moves its progress bar after each.
 */
export function reportSlices(from: string, to: string): { from: string; to: string }[] {
  const slices: { from: string; to: string }[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  let start = Date.parse(`${from}T00:00:00Z`);
  while (start <= end) {
    const sliceEnd = Math.min(end, start + (REPORT_ON_SCREEN_MAX_DAYS - 1) * 86_400_000);
    slices.push({ from: isoDay(start), to: isoDay(sliceEnd) });
    start = sliceEnd + 86_400_000;
  }
  return slices;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
