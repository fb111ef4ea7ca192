import type { FastifyInstance } from 'fastify';
import createRouter from 'find-my-way';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * How paths match routes, for Fastify's router and the mirror below alike: `/api/receivables/` is
 * `/api/receivables`, as a person or a script that adds the slash expects. Guards compare route
 * patterns (routeOptions.url), never the raw path, so the slash changes no check.
 */
export const ROUTER_OPTIONS = { ignoreTrailingSlash: true } as const;

/**
 * Fastify answers 404 to a known path with an undeclared method; HTTP says 405 with the methods
 * that exist. Every route is mirrored into a router of our own (the one Fastify uses), asked only
 * when Fastify found nothing.
 */
export function trackRouteMethods(app: FastifyInstance) {
  const router = createRouter(ROUTER_OPTIONS);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if ((METHODS as readonly string[]).includes(method) && !router.find(method as 'GET', route.url)) {
        router.on(method as 'GET', route.url, () => {});
      }
    }
  });
  return {
    /** The methods `url` answers to, or [] when the path is unknown. */
    allowedMethods(url: string): string[] {
      const path = url.split('?')[0] ?? url;
      return METHODS.filter((method) => router.find(method, path) !== null);
    },
  };
}
