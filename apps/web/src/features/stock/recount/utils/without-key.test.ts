import { describe, expect, it } from 'vitest';
import { withoutKey } from './without-key.ts';

describe('withoutKey', () => {
  it('gives a new map without the key, leaving the old one as it was', () => {
    const typed: ReadonlyMap<string, number | null> = new Map([
      ['avial', 3],
      ['murukku', null],
    ]);
    const next = withoutKey(typed, 'avial');
    expect([...next]).toEqual([['murukku', null]]);
    expect(next).not.toBe(typed);
    expect(typed.has('avial')).toBe(true);
  });

  it('gives a new set without the key, and a copy when the key is not there', () => {
    const saving: ReadonlySet<string> = new Set(['avial', 'murukku']);
    expect([...withoutKey(saving, 'murukku')]).toEqual(['avial']);
    const same = withoutKey(saving, 'payasam');
    expect([...same]).toEqual(['avial', 'murukku']);
    expect(same).not.toBe(saving);
  });
});
