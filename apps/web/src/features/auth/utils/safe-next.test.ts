import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('goes back to the page of this site that sent the person to sign in', () => {
    expect(safeNext('/admin?status=Order%20Placed')).toBe('/admin?status=Order%20Placed');
  });

  it('goes to /links without a next, or with one that leaves the site', () => {
    expect(safeNext(null)).toBe('/links');
    expect(safeNext('')).toBe('/links');
    expect(safeNext('https://evil.example/phish')).toBe('/links');
    expect(safeNext('//evil.example/phish')).toBe('/links');
  });
});
