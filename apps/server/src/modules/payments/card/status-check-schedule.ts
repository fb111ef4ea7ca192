/**
 * When the gateway is asked about an attempt that has no final answer (a customer who closed the tab is still
 * paid): a few minutes after it began, then backing off for two days; after that a daily sweep until the
 * gateway's own window has passed. CCAvenue cancels an unconfirmed order after 12 days; 14 is past it, so an
 * attempt older than this is never asked again. A success is followed as long: the daily sweep re-asks it,
 * since a reversal, refund, chargeback or fraud may come after it.
 */
/** Each check's delay as a multiple of the first: 3 min, 9 min, 30 min, 1 h, 2 h … 12 h. */
const BACKOFF = [1, 3, 10, 20, 40, 80, 160, 240];
export const BACKOFF_WINDOW_HOURS = 48;
export const AUTO_CANCEL_WINDOW_DAYS = 14;
/** A verified success is re-asked daily for this many days after it was paid. */
export const FOLLOW_SUCCESS_DAYS = 14;
/** Daily, 03:40 in Asia/Kolkata. */
export const SWEEP_CRON = '40 3 * * *';

/** The first check's delay unless PAYMENT_FIRST_CHECK_SECONDS says otherwise. */
export const FIRST_CHECK_SECONDS = 180;

/**
 * Seconds until the next check after `checksDone` checks of an attempt begun `ageSeconds` ago, or
 * null when the backing-off period is over (the daily sweep takes it from there).
 */
export function nextCheckDelaySeconds(options: {
  checksDone: number;
  ageSeconds: number;
  firstCheckSeconds: number;
}): number | null {
  const factor = BACKOFF[Math.min(options.checksDone, BACKOFF.length - 1)] as number;
  const delay = factor * options.firstCheckSeconds;
  return options.ageSeconds + delay > BACKOFF_WINDOW_HOURS * 3600 ? null : delay;
}
