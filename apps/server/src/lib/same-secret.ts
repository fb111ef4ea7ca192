import { timingSafeEqual } from 'node:crypto';

/** Compares a secret (a key from a link, a MAC) in constant time, so its prefix cannot be guessed by timing. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
