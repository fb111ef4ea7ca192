import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser says came from another origin. Browsers send
 * Sec-Fetch-Site on every request (same-origin, same-site, cross-site or none for a typed
 * address); older ones send Origin on a cross-origin POST. A page on another origin of the same
 * site (a sub-domain) is refused too: SameSite cookies would not stop it. Clients that are not
 * browsers (the data API's scripts, curl) send neither and are judged by their token alone.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSite) return;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'same-origin' || site === 'none') return;
    throw crossOrigin();
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw crossOrigin();
  }
  if (host !== request.host) throw crossOrigin();
}

function crossOrigin(): AppError {
  return new AppError('forbidden', 'This request came from another site and was refused.');
}
