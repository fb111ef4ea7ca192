import { builtOnFirstUse } from './lazy-schema.ts';

/** The business runs on India time (ARCHITECTURE.md): "today", "for {date}" and batch ids use it. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const isoDay = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The business day of an instant as YYYY-MM-DD: 20:00 UTC on the 21st is already the 22nd in Chennai. */
export function businessDay(at: Date = new Date()): string {
  return isoDay().format(at);
}

/** A business day (YYYY-MM-DD) as the screens and batch ids write it: DD-MM-YYYY. */
export function formatBusinessDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

const clock = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The India time of an instant as HH:mm ('since 10:30'), whatever the machine's zone. */
export function businessClock(at: Date | string): string {
  return clock().format(typeof at === 'string' ? new Date(at) : at);
}
