import type { Role, SignedUser } from '@kadai/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSessionUser } from './find-session-user.ts';
import type { SessionPolicy } from './session-policy.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, tokenFromAuthorization } from './session-token.ts';

/**
 * Who may call a route. Every route under /api and /dataapi declares one in `config.access`;
 * the server refuses to start when one does not, so no route is open by accident.
 */
export type Access = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: Access = { kind: 'public' };
/** Any signed-in staff member, whatever the role (sign-out, who am I). */
export const SIGNED_IN: Access = { kind: 'signed-in' };
/** Admins always, plus the roles named. */
export function allow(...roles: Role[]): Access {
  return { kind: 'roles', roles: ['admin', ...roles.filter((r) => r !== 'admin')] };
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

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
