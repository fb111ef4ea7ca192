import { type SignedUser, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { AppError } from '../../lib/app-error.ts';
import { assertOutletAccess, ownTeamOf } from '../auth/team-scope.ts';

/**
 * Where a user may destroy stock and see what was destroyed: an outlet user at their outlet, the
 * kitchens (production) at the warehouse, where their products wait; warehouse staff and admins
 * anywhere.
 */
export function assertDestructionPlace(user: SignedUser, outletId: string | undefined): void {
  assertOutletAccess(user, outletId);
  if (user.role === 'production' && outletId !== undefined && outletId !== WAREHOUSE_OUTLET_ID) {
    throw new AppError('forbidden', 'outletId: the kitchens destroy stock at the warehouse only', [
      { path: 'outletId', message: 'The kitchens destroy stock at the warehouse only' },
    ]);
  }
}

/**
 * What a list is narrowed to, whatever was asked: the place (an outlet user's own, the kitchens'
 * warehouse) and, for a production user tied to a team, that team's products: the warehouse holds
 * every team's stock, and a cook sees and destroys only their own team's.
 */
export function destructionScope(
  user: SignedUser,
  asked: string | undefined,
): { outletId?: string; teamId?: string } {
  assertDestructionPlace(user, asked);
  const teamId = ownTeamOf(user);
  if (user.role === 'outlet' && user.outletId) return { outletId: user.outletId };
  if (user.role === 'production') return { outletId: WAREHOUSE_OUTLET_ID, ...(teamId && { teamId }) };
  return asked ? { outletId: asked } : {};
}
