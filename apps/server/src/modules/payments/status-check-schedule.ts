/**
 * When the gateway is asked about an attempt that has no final answer (issue 12 §4): a few minutes
 * after it began, then backing off for two days; after that a daily sweep until the gateway's own
 * auto-cancel window has passed. CCAvenue auto-cancels an order left unpaid; a week is well past
 * that window, so an attempt older than this is never asked again.
 */
const MINUTE = 60;
const BACKOFF_SECONDS = [3, 10, 30, 60, 120, 240, 480, 720, 720, 720].map((m) => m * MINUTE);
export const BACKOFF_WINDOW_HOURS = 48;
export const AUTO_CANCEL_WINDOW_DAYS = 7;
/** Daily, 03:40 in Asia/Kolkata. */
export const SWEEP_CRON = '40 3 * * *';

export function firstCheckDelaySeconds(): number {
  return BACKOFF_SECONDS[0] as number;
}

/**
 * Seconds until the next check after `checksDone` checks of an attempt begun `ageSeconds` ago, or
 * null when the backing-off period is over (the daily sweep takes it from there).
 */
export function nextCheckDelaySeconds(options: { checksDone: number; ageSeconds: number }): number | null {
  const delay = BACKOFF_SECONDS[Math.min(options.checksDone, BACKOFF_SECONDS.length - 1)] as number;
  return options.ageSeconds + delay > BACKOFF_WINDOW_HOURS * 3600 ? null : delay;
}
