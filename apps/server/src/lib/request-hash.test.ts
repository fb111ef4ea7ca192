import { describe, expect, it } from 'vitest';
import { hashJson } from './request-hash.ts';

describe('hashJson', () => {
  it('gives the hash stored keys were claimed with: the same text, keys sorted, undefined left out', () => {
    const value = {
      customer: { lastName: 'Raman', firstName: 'Meena', note: undefined, ä: 'x', A: null },
      items: [{ quantity: 1.5, itemId: 3 }, null, [2, 'a\u0000"b']],
      orderType: 'Door Delivery',
      others: '',
      n: 0,
      t: true,
    };
    // The SHA-256 of {"customer":{"A":null,"firstName":"Meena","lastName":"Raman","ä":"x"},"items":
    // [{"itemId":3,"quantity":1.5},null,[2,"a\u0000\"b"]],"n":0,"orderType":"Door Delivery","others":"","t":true}
    expect(hashJson(value)).toBe('ZbdE0Es164D_vTUTZLQCG9md0d560RDpgalBlPHKdBY');
  });

  it('hashes the same body in another key order the same, and another body differently', () => {
    const a = { items: [{ itemId: 1, quantity: 2 }], customer: { firstName: 'A', lastName: 'B' } };
    const b = { customer: { lastName: 'B', firstName: 'A' }, items: [{ quantity: 2, itemId: 1 }] };
    expect(hashJson(a)).toBe(hashJson(b));
    expect(hashJson({ ...a, items: [{ itemId: 1, quantity: 3 }] })).not.toBe(hashJson(a));
  });
});
