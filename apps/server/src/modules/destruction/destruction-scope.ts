import { type SignedUser, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { AppError } from '../../lib/app-error.ts';
import { assertOutletAccess } from '../auth/team-scope.ts';

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

/** The place a list is narrowed to, whatever was asked: an outlet user's own, the kitchens' warehouse. */
export function destructionPlaceFilter(user: SignedUser, asked: string | undefined): string | undefined {
  assertDestructionPlace(user, asked);
  if (user.role === 'outlet' && user.outletId) return user.outletId;
  if (user.role === 'production') return WAREHOUSE_OUTLET_ID;
  return asked;
}
