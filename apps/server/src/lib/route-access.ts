import type { Role } from '@kadai/contract';

/**
 * Who may call a route. Every route under /api and /dataapi declares one in `config.access`;
 * the server refuses to start when one does not, so no route is open by accident.
 */
export type Access = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
/** Any signed-in staff member, whatever the role (sign-out, who am I). */
export const SIGNED_IN: Access = { kind: 'signed-in' };
/** Admins always, plus the roles named. */
export function allow(...roles: Role[]): Access {
  return { kind: 'roles', roles: ['admin', ...roles.filter((r) => r !== 'admin')] };
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}
