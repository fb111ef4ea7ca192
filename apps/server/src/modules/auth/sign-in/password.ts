import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createBoundedGate } from '../../../lib/bounded-gate.ts';

// scrypt at N=2^15, r=8: about 100 ms and 32 MiB per guess, which is what makes a stolen hash slow to attack.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

// Two hashes at a time (libuv has four threads; the rest stay free for files and DNS), a short
// line behind them: a sign-in flood is refused with 503 rather than delaying everyone's orders.
// Sign-ins from an address with a good record wait in a line of their own, served first.
const hashing = createBoundedGate({
  concurrency: 2,
  maxWaiting: 32,
  maxPriorityWaiting: 16,
  busyMessage: 'Too many sign-ins at once. Please try again in a moment.',
});

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  priority = false,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    { priority },
  );
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** `priority`: a sign-in from an address with a good record, ahead of a flood (sign-in.ts). */
export async function verifyPassword(
  password: string,
  stored: string,
  how: { priority?: boolean } = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    how.priority,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Checked when the username is unknown, so that a wrong name takes as long as a wrong password
 * and the timing does not tell which usernames exist.
 */
let unknownUserHash: Promise<string> | null = null;
export function hashForUnknownUser(): Promise<string> {
  unknownUserHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return unknownUserHash;
}
