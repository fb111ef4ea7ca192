import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCcavenue, encryptCcavenue } from './ccavenue-cipher.ts';

const WORKING_KEY = 'B12BF069204682E24EA48ED8D9CF1158';
const KEY_HEX = createHash('md5').update(WORKING_KEY).digest('hex');
const IV_HEX = '000102030405060708090a0b0c0d0e0f';

/** OpenSSL, an implementation independent of node:crypto's bindings in how it is called. */
function openssl(args: string[], input: Buffer): Buffer {
  return execFileSync('openssl', ['enc', '-aes-128-cbc', '-K', KEY_HEX, '-iv', IV_HEX, ...args], { input });
}

describe('the CCAvenue cipher', () => {
  it('matches a known vector', () => {
    const plain = 'merchant_id=123456&order_id=CH-ORDMEE12&currency=INR&amount=1250.50';
    const known =
      '59a98bf5fe1dc1f331aea983fe71651144b4951c23711d675879aaa5565feb37427ba6f9149306f1be4415b1f82f43b9' +
      '8c544fd698cc38f834bc0118095ba4dc74f8a990501f75cefc76c899b32b32c6';
    expect(encryptCcavenue(plain, WORKING_KEY)).toBe(known);
    expect(decryptCcavenue(known, WORKING_KEY)).toBe(plain);
  });

  it.each([
    ['an empty text', ''],
    ['exactly one block', '0123456789abcdef'],
    ['Tamil and an address', 'billing_name=மீனா சுந்தரம்&billing_address=4, 2nd St, Alwarpet'],
    ['a long request', `merchant_param1=${'x'.repeat(1000)}`],
  ])('agrees with openssl enc in both directions: %s', (_name, plain) => {
    const ours = encryptCcavenue(plain, WORKING_KEY);
    expect(ours).toBe(openssl([], Buffer.from(plain, 'utf8')).toString('hex'));
    expect(openssl(['-d'], Buffer.from(ours, 'hex')).toString('utf8')).toBe(plain);
    const theirs = openssl([], Buffer.from(plain, 'utf8')).toString('hex');
    expect(decryptCcavenue(theirs, WORKING_KEY)).toBe(plain);
  });

  it('refuses text that is not cipher text, or not under this key', () => {
    expect(() => decryptCcavenue('not hex at all', WORKING_KEY)).toThrow(/not a CCAvenue cipher text/);
    expect(() => decryptCcavenue('abcd', WORKING_KEY)).toThrow(/not a CCAvenue cipher text/);
    const other = encryptCcavenue('order_status=Success', 'ANOTHER-WORKING-KEY');
    expect(() => decryptCcavenue(other, WORKING_KEY)).toThrow(/bad decrypt/);
  });
});
