import type { SignedUser } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { keepSignedUser, keptSignedUser } from './kept-signed-user.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const USER: SignedUser = {
  id: 7,
  username: 'outlet-1',
  displayName: 'Outlet One',
  role: 'outlet',
  teamId: null,
  outletId: 'abhiramapuram',
  storeId: null,
};

describe('the signed user kept on the phone', () => {
  it('is the last user the server named', () => {
    const store = memoryStorage();
    expect(keptSignedUser(store)).toBeNull();
    keepSignedUser(USER, store);
    expect(keptSignedUser(store)).toEqual(USER);
  });

  it('is forgotten when the server says no one is signed in', () => {
    const store = memoryStorage();
    keepSignedUser(USER, store);
    keepSignedUser(null, store);
    expect(keptSignedUser(store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('is no one when what is kept is not a signed user', () => {
    const store = memoryStorage();
    keepSignedUser(USER, store);
    const [key] = [...store.items.keys()];
    if (key === undefined) throw new Error('nothing kept');
    store.items.set(key, JSON.stringify({ ...USER, role: 'owner-of-everything' }));
    expect(keptSignedUser(store)).toBeNull();
    store.items.set(key, '{not json');
    expect(keptSignedUser(store)).toBeNull();
  });

  it('is no one where the browser has no storage', () => {
    expect(keptSignedUser(undefined)).toBeNull();
    expect(() => keepSignedUser(USER, undefined)).not.toThrow();
  });
});
