import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client.ts';
import { type JobQueue, lazyJobQueue, startJobQueue } from './jobs/job-queue.ts';
import { AppError } from './lib/app-error.ts';
import { handleError } from './lib/error-handler.ts';
import { hasWebApp, serveWebApp } from './lib/serve-web-app.ts';
import { PUBLIC, registerAccessControl } from './modules/auth/access.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './modules/auth/session-policy.ts';
import { userRoutes } from './modules/auth/user-routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.ts';
import { createCatalogueCache } from './modules/catalogue/catalogue-cache.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { inventoryDataRoutes } from './modules/inventory/routes.ts';
import { movementDataRoutes } from './modules/movements/routes.ts';
import { namedQueryDataRoutes } from './modules/named-queries/routes.ts';
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from './modules/notifications/mail-settings.ts';
import { outboxAdminRoutes } from './modules/notifications/routes.ts';
import { orderAdminRoutes } from './modules/orders/admin-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { publicOrganisationRoutes, teamAdminRoutes } from './modules/organisation/routes.ts';
import { paymentAdminRoutes } from './modules/payments/routes.ts';
import { productionDataRoutes, productionRoutes } from './modules/production/routes.ts';

export interface AppOptions {
  db: Database;
  webDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  sessionPolicy?: SessionPolicy;
  mail?: MailSettings;
  /** The job queue to enqueue side effects on; without one the app starts its own, running no jobs. */
  jobs?: JobQueue;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  // Before any route: every route under /api and /dataapi is recorded with its access, and checked.
  registerAccessControl(app, { db: options.db, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY });

  await app.register(fastifyHelmet, {
    // The built app loads only its own scripts and styles; antd injects styles at run time.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // TLS is the proxy's job; upgrading would break the app served over plain HTTP on a LAN.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kadai API', version: '1.0.0' },
      components: {
        securitySchemes: {
          // The token from POST /dataapi/login's Authorization response header, sent back as is.
          sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'kadai_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const mail = options.mail ?? DEFAULT_MAIL_SETTINGS;
  let jobs = options.jobs;
  if (!jobs) {
    const own = lazyJobQueue(() => startJobQueue({ pool: options.db.$client, worker: false }));
    app.addHook('onClose', async () => own.stop());
    jobs = own;
  }
  const catalogueCache = createCatalogueCache({ db: options.db });
  app.addHook('onClose', async () => catalogueCache.close());

  // No database, no work: a ceiling for benchmarks and a liveness probe for load balancers.
  app.get(
    '/api/health/live',
    { config: { access: PUBLIC }, schema: { hide: true, response: { 200: z.object({ ok: z.boolean() }) } } },
    async () => ({ ok: true }),
  );
  app.get('/api/health', { config: { access: PUBLIC }, schema: { hide: true } }, async () => {
    await options.db.$client.query('SELECT 1');
    return { ok: true };
  });

  await app.register(catalogueRoutes, { prefix: '/api', db: options.db, catalogueCache });
  await app.register(orderRoutes, { prefix: '/api', db: options.db });
  await app.register(userRoutes, { prefix: '/api/admin', db: options.db });
  await app.register(teamAdminRoutes, { prefix: '/api/admin', db: options.db });
  await app.register(catalogueAdminRoutes, { prefix: '/api/admin', db: options.db });
  await app.register(orderAdminRoutes, { prefix: '/api/admin', db: options.db });
  await app.register(paymentAdminRoutes, { prefix: '/api/admin', db: options.db });
  // The data API keeps the older system's paths (operations.md §7).
  await app.register(authRoutes, {
    prefix: '/dataapi',
    db: options.db,
    policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY,
  });
  await app.register(publicOrganisationRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(inventoryDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(namedQueryDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(movementDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(productionDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(productionRoutes, { prefix: '/api/production', db: options.db, mail, jobs });
  await app.register(outboxAdminRoutes, { prefix: '/api/admin', db: options.db, mail, jobs });

  if (hasWebApp(options.webDist)) {
    await serveWebApp(app, { webDist: options.webDist });
  } else {
    app.setNotFoundHandler((request, reply) =>
      handleError(new AppError('not_found', 'Not found'), request, reply),
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
