/** How long a staff session lasts: ended after `idleMinutes` without use, and `maxHours` after sign-in in any case. */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMinutes: 8 * 60, maxHours: 7 * 24 };
