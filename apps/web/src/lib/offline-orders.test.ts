import { describe, expect, it } from 'vitest';
import { refusedForGood } from './offline-orders.ts';

describe('a kept order the shop answered with an error', () => {
  it('is refused for good on a 4xx the same body would get again', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422])
      expect(refusedForGood(status), String(status)).toBe(true);
  });

  it('waits for the next try on a rate limit, a time-out or a server error', () => {
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(refusedForGood(status), String(status)).toBe(false);
  });
});
