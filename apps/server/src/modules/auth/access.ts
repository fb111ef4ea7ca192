import type { SignedUser } from '@kadai/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Access, PUBLIC, type RouteAccess } from '../../lib/route-access.ts';
import { findSessionUser } from './sign-in/find-session-user.ts';
import type { SessionPolicy } from './sign-in/session-policy.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, tokenFromAuthorization } from './sign-in/session-token.ts';

// Declared below the modules, so that one a user's scope depends on (organisation) may use them too.
export { type Access, allow, PUBLIC, type RouteAccess, SIGNED_IN } from '../../lib/route-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A route another site's page posts to on purpose (the card gateway's callback): exempt from
     * the same-origin check and from load shedding. It must trust nothing but what it verifies.
     */
    crossSite?: boolean;
  }
  interface FastifyRequest {
    user: SignedUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every API route with its access, for the authorisation matrix test and the docs. */
    routeAccess: RouteAccess[];
  }
}

const GUARDED_PREFIXES = ['/api/', '/dataapi/'];

export function isAllowed(access: Access, user: SignedUser | null): boolean {
  if (access.kind === 'public') return true;
  if (!user) return false;
  return access.kind === 'signed-in' || access.roles.includes(user.role);
}

function sessionToken(request: FastifyRequest): string | null {
  return (
    tokenFromAuthorization(request.headers.authorization) ??
    request.cookies[SECURE_SESSION_COOKIE] ??
    request.cookies[SESSION_COOKIE] ??
    null
  );
}

/** Records every route's access and checks it on each request, before the body is even read. */
export function registerAccessControl(
  app: FastifyInstance,
  options: { db: Database; policy: SessionPolicy },
) {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', (route) => {
    if (!GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    route.config ??= {};
    // The OpenAPI viewer is registered by its plugin; it shows only what /api/docs/json describes.
    if (route.url.startsWith('/api/docs')) route.config.access ??= PUBLIC;
    const access = route.config.access;
    if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
    for (const method of methods) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
    // The OpenAPI description says who may call each route, and how to send the session.
    if (access.kind !== 'public' && route.schema) {
      const who = access.kind === 'signed-in' ? 'any signed-in staff member' : access.roles.join(', ');
      route.schema = {
        ...route.schema,
        security: [{ sessionToken: [] }, { sessionCookie: [] }],
        description: [route.schema.description, `Who: ${who}.`].filter(Boolean).join('\n\n'),
      };
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = sessionToken(request);
    const user = token ? await findSessionUser(options.db, { token, policy: options.policy }) : null;
    if (!user) throw new AppError('unauthorised', 'Please sign in to continue.');
    if (!isAllowed(access, user)) throw new AppError('forbidden', 'Your role does not allow this.');
    request.user = user;
    request.sessionToken = token;
  });
}

/** The signed-in user of a guarded route; the access hook has already refused anyone else. */
export function currentUser(request: FastifyRequest): SignedUser {
  if (!request.user) throw new AppError('unauthorised', 'Please sign in to continue.');
  return request.user;
}
