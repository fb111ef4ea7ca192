import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { shortLinks } from '../../db/schema/index.ts';

/** What a link is for, kept with it for the log and whoever asks why a code exists. */
export type ShortLinkPurpose = 'verification' | 'invoice' | 'outstanding';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^10, about 59 bits: guessing one live code among millions at 30 tries a minute takes ages. */
export const SHORT_LINK_CODE_LENGTH = 10;

/**
 * A path on this site, and only that: one slash, then no second slash or backslash (browsers read
 * `//host` and `/\host` as another site), no spaces or control characters.
 */
export function isSameSitePath(target: string): boolean {
  return target.length <= 2000 && /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(target);
}

function newCode(): string {
  let code = '';
  // randomInt draws from the CSPRNG without modulo bias.
  for (let i = 0; i < SHORT_LINK_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A short link (/s/CODE) to a path on this site, written in the caller's transaction: the text
 * message that carries it and the link exist together. The code is random (base62, 10
 * characters), never derived from what it leads to, and the link expires with what it opens.
 */
export async function createShortLink(
  tx: DbOrTx,
  options: { target: string; purpose: ShortLinkPurpose; expiresAt: Date },
): Promise<{ code: string; expiresAt: Date }> {
  if (!isSameSitePath(options.target)) {
    throw new Error('a short link leads only to a path on this site');
  }
  // A clash is a one-in-10^17 event; a conflict skips the row without aborting the transaction.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await tx
      .insert(shortLinks)
      .values({ code: newCode(), ...options })
      .onConflictDoNothing({ target: shortLinks.code })
      .returning({ code: shortLinks.code });
    if (row) return { code: row.code, expiresAt: options.expiresAt };
  }
  throw new Error('no free short link code after three tries');
}
