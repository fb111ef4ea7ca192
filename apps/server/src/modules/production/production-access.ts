import { allow } from '../auth/access.ts';

/** Every production route: production users (a team's own products only) and admins. */
export const production = { access: allow('production') };

export const RETRY_NOTE =
  'Send an Idempotency-Key header to make retries safe for 24 hours (keys are per user; without one ' +
  "every post is written); the same key with a different body is refused with 422. Each entry's team " +
  "is its product's (derived when no team_id is sent); a user tied to a team may write only its products (403).";
