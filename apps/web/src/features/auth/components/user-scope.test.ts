import type { Outlet, Role, Store, Team } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { fromScopeValue, scopeLabel, toScopeValue } from './user-scope.ts';

describe("a user's scope", () => {
  const lists = {
    teams: [{ id: 'sweets', name: 'Sweets', colour: '#f00' }] as Team[],
    outlets: [{ id: 'adyar', name: 'Adyar', type: 'outlet', colour: '#0f0' }] as Outlet[],
    stores: [{ id: 't-nagar', name: 'T. Nagar', phone: '' }] as Store[],
  };
  const user = (role: Role, scope: Partial<Record<'teamId' | 'outletId' | 'storeId', string>> = {}) => ({
    role,
    teamId: scope.teamId ?? null,
    outletId: scope.outletId ?? null,
    storeId: scope.storeId ?? null,
  });

  it('reads as the team, outlet or store by name, or all of them', () => {
    expect(scopeLabel(user('production', { teamId: 'sweets' }), lists)).toBe('Sweets');
    expect(scopeLabel(user('production'), lists)).toBe('All teams');
    expect(scopeLabel(user('outlet', { outletId: 'adyar' }), lists)).toBe('Adyar');
    expect(scopeLabel(user('outlet'), lists)).toBe('All outlets');
    expect(scopeLabel(user('store-staff', { storeId: 't-nagar' }), lists)).toBe('T. Nagar');
    expect(scopeLabel(user('store-staff'), lists)).toBe('All stores');
  });

  it('shows the id while the lists load, and a dash for a role without scope', () => {
    expect(
      scopeLabel(user('outlet', { outletId: 'adyar' }), {
        teams: undefined,
        outlets: undefined,
        stores: undefined,
      }),
    ).toBe('adyar');
    expect(scopeLabel(user('admin', { teamId: 'sweets' }), lists)).toBe('—');
  });

  it("holds every team as the select's '*' and the API's null", () => {
    expect(toScopeValue(null)).toBe('*');
    expect(fromScopeValue('*')).toBeNull();
    expect(fromScopeValue(undefined)).toBeNull();
    expect(fromScopeValue('sweets')).toBe('sweets');
  });
});
