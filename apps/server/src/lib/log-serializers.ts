import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './database-errors.ts';

/**
 * Paths whose last part is itself a secret: a short link's code (it opens the customer's link)
 * and the token of MSG91's delivery-report address.
 */
const SECRET_PATHS = [/^(\/s\/)[^/?#]+/, /^(\/api\/sms\/msg91\/reports\/)[^/?#]+/];

/**
 * A URL as it may be logged: the path and the names of its query parameters, never their values
 * (a receipt link's `key`, a search for a customer's phone). `/orders/X/receipt?key=…`.
 */
export function loggableUrl(given: string): string {
  const url = SECRET_PATHS.reduce((masked, pattern) => masked.replace(pattern, '$1…'), given);
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${decodeURIComponentSafe(pair.split('=')[0] ?? '')}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  id: string;
  ip?: string;
}

/**
 * What a request and an error look like in the log, whatever logger the app is given: no header
 * (sessions, Basic credentials), no query value, no statement parameter.
 */
export const SAFE_LOG_SERIALIZERS = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    id: request.id,
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => loggableError(error),
};

/** The app's logger option with the safe serializers in place (false stays false). */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, ...SAFE_LOG_SERIALIZERS } };
}
