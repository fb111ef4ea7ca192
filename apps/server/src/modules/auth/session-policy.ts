/** How long a staff session lasts: ended after `idleMinutes` without use, and `maxHours` after sign-in in any case. */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMinutes: 8 * 60, maxHours: 7 * 24 };

/** After this many wrong passwords in a row, the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;
