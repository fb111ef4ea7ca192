import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'kadai_session';
/**
 * Over HTTPS (directly, or behind a trusted TLS proxy) the cookie is Secure and carries the
 * __Host- prefix: the browser then refuses it from plain HTTP, from another path, or from a
 * sub-domain. Plain HTTP on a shop's LAN keeps the plain name, which the browser would refuse.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieFor(protocol: string): { name: string; secure: boolean } {
  return protocol === 'https'
    ? { name: SECURE_SESSION_COOKIE, secure: true }
    : { name: SESSION_COOKIE, secure: false };
}

/** 256 random bits; the client holds the token, the database only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** API clients send the token as the spec's raw Authorization value, or as `Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
