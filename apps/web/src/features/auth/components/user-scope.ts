import type { Outlet, Role, Store, Team } from '@kadai/contract';

/** Select value for "every team / every outlet": the API's null, which a Select cannot hold. */
export const ALL_SCOPE = '*';

export function fromScopeValue(value: string | undefined): string | null {
  return !value || value === ALL_SCOPE ? null : value;
}

export function toScopeValue(id: string | null): string {
  return id ?? ALL_SCOPE;
}

/** What a user's scope reads as in the list: their team, outlet or store, or "All …"; other roles have none. */
export function scopeLabel(
  user: { role: Role; teamId: string | null; outletId: string | null; storeId: string | null },
  lists: {
    teams: readonly Team[] | undefined;
    outlets: readonly Outlet[] | undefined;
    stores: readonly Store[] | undefined;
  },
): string {
  if (user.role === 'production') {
    if (!user.teamId) return 'All teams';
    return lists.teams?.find((t) => t.id === user.teamId)?.name ?? user.teamId;
  }
  if (user.role === 'outlet') {
    if (!user.outletId) return 'All outlets';
    return lists.outlets?.find((o) => o.id === user.outletId)?.name ?? user.outletId;
  }
  if (user.role === 'store-staff') {
    if (!user.storeId) return 'All stores';
    return lists.stores?.find((s) => s.id === user.storeId)?.name ?? user.storeId;
  }
  return '—';
}
