import type { SignedUser } from '@kadai/contract';
import { AppError } from '../../lib/app-error.ts';

/**
 * Production users may be tied to one team (users.team_id); they then work only for it. Admins,
 * and production users with no team ("all teams"), work for any. `field` names where the team
 * came from, so the refusal points at it.
 */
export function assertTeamAccess(
  user: SignedUser,
  teamId: string | null | undefined,
  field = 'teamId',
): void {
  if (!teamId || user.role === 'admin' || !user.teamId) return;
  if (user.teamId !== teamId) {
    throw new AppError('forbidden', `${field}: you work for the team "${user.teamId}", not "${teamId}"`, [
      { path: field, message: `You work for the team "${user.teamId}", not "${teamId}"` },
    ]);
  }
}

/**
 * The team a production user tied to one works for, to narrow what they see whatever they asked:
 * the warehouse holds every team's stock. Undefined for everyone else (no narrowing).
 */
export function ownTeamOf(user: SignedUser): string | undefined {
  return user.role === 'production' && user.teamId ? user.teamId : undefined;
}

/** Outlet users may be tied to one outlet in the same way. */
export function assertOutletAccess(
  user: SignedUser,
  outletId: string | null | undefined,
  field = 'outletId',
): void {
  if (!outletId || user.role === 'admin' || user.role !== 'outlet' || !user.outletId) return;
  if (user.outletId !== outletId) {
    throw new AppError(
      'forbidden',
      `${field}: you work for the outlet "${user.outletId}", not "${outletId}"`,
      [{ path: field, message: `You work for the outlet "${user.outletId}", not "${outletId}"` }],
    );
  }
}

/** Store staff may be tied to one store in the same way (their vegetable stock and wastage). */
export function assertStoreAccess(
  user: SignedUser,
  storeId: string | null | undefined,
  field = 'storeId',
): void {
  if (!storeId || user.role !== 'store-staff' || !user.storeId) return;
  if (user.storeId !== storeId) {
    throw new AppError('forbidden', `${field}: you work for the store "${user.storeId}", not "${storeId}"`, [
      { path: field, message: `You work for the store "${user.storeId}", not "${storeId}"` },
    ]);
  }
}

/** The store a list is narrowed to: a store-staff user's own, whatever the caller asked for. */
export function storeFilterFor(user: SignedUser, asked: string | undefined): string | undefined {
  if (user.role === 'store-staff' && user.storeId) {
    assertStoreAccess(user, asked);
    return user.storeId;
  }
  return asked;
}
