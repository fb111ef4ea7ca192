import type { SignedUser } from '@kadai/contract';
import { assertOutletAccess } from '../../auth/team-scope.ts';

/** An outlet user tied to an outlet sees only it, whatever filter was sent. */
export function scopedOutlet(user: SignedUser, outletId: string | undefined): string | undefined {
  assertOutletAccess(user, outletId);
  if (user.role === 'outlet' && user.outletId) return user.outletId;
  return outletId;
}
