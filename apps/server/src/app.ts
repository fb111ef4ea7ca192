import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pg from 'pg';
import { z } from 'zod';
import type { BackupSettings } from './db/backup-folders.ts';
import type { Database } from './db/client.ts';
import { type JobQueue, lazyJobQueue, startJobQueue } from './jobs/job-queue.ts';
import { AppError } from './lib/app-error.ts';
import { checkReadiness } from './lib/check-readiness.ts';
import { documentErrorResponses } from './lib/document-errors.ts';
import { handleError } from './lib/error-handler.ts';
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingLimits } from './lib/load-shedding.ts';
import { withSafeSerializers } from './lib/log-serializers.ts';
import { ROUTER_OPTIONS, trackRouteMethods } from './lib/method-not-allowed.ts';
import { createReadRouting, type ReadRouting } from './lib/read-replica.ts';
import { registerRequestGuards } from './lib/request-guards.ts';
import { hasWebApp, serveWebApp } from './lib/serve-web-app.ts';
import { PUBLIC, registerAccessControl } from './modules/auth/access.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './modules/auth/sign-in/session-policy.ts';
import { probeBackupHealth } from './modules/backups/describe-backup-health.ts';
import { backupRoutes } from './modules/backups/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { carryOverRoutes } from './modules/carry-over/routes.ts';
import { createCatalogueCache } from './modules/catalogue/order-form/catalogue-cache.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { destructionRoutes } from './modules/destruction/routes.ts';
import { inventoryDataRoutes } from './modules/inventory/routes.ts';
import { DEFAULT_METRICS_ALLOW } from './modules/metrics/metrics-allow-list.ts';
import { registerMetrics } from './modules/metrics/register-metrics.ts';
import { movementDataRoutes } from './modules/movements/routes.ts';
import { namedQueryDataRoutes } from './modules/named-queries/routes.ts';
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from './modules/notifications/mail/mail-settings.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { NO_SMS_SETTINGS, type SmsSettings } from './modules/notifications/sms/sms-settings.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { publicOrganisationRoutes, teamAdminRoutes } from './modules/organisation/routes.ts';
import { packingRoutes } from './modules/packing/routes.ts';
import { FIRST_CHECK_SECONDS } from './modules/payments/card/status-check-schedule.ts';
import { supersedeOpenAttempts } from './modules/payments/card/supersede-open-attempts.ts';
import { createPaymentGateway, NO_GATEWAY } from './modules/payments/create-payment-gateway.ts';
import { localGatewayRoutes } from './modules/payments/local-gateway/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { productionRoutes } from './modules/production/routes.ts';
import { receivablesRoutes } from './modules/receivables/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { salesRoutes } from './modules/sales/routes.ts';
import { shortLinkRoutes } from './modules/short-links/routes.ts';
import { statementRoutes } from './modules/statements/routes.ts';
import { dispatchMovements, dispatchRowErrors } from './modules/stock/dispatch/dispatch-movements.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { verificationAdminRoutes } from './modules/verification/admin-routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import type { GatewaySettings, PaymentGatewayPort } from './ports/payment-gateway.ts';

export interface AppOptions {
  db: Database;
  /** A pool straight to PostgreSQL for LISTEN, when `db` goes through a transaction pooler. */
  listenPool?: pg.Pool;
  /** Where reports read: a streaming replica in step (DATABASE_REPLICA_URL), else `db`. */
  reads?: ReadRouting;
  webDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  sessionPolicy?: SessionPolicy;
  mail?: MailSettings;
  /** Whether an SMS provider sends text messages, and each kind's template id (default: no provider). */
  sms?: SmsSettings;
  /** The job queue to enqueue side effects on; without one the app starts its own, running no jobs. */
  jobs?: JobQueue;
  /** Which proxies' X-Forwarded-For/-Proto count (Fastify's trustProxy): addresses or CIDRs, or true for any. */
  trustProxy?: boolean | string[];
  /** Anonymous writes (placing an order…) one client address may make per minute. */
  publicWritesPerMinute?: number;
  /**
   * How long a customer's phone waits for an order's answer (ms): an order still waiting for the
   * database after this is not written (the phone has given up and will retry). None: no deadline.
   */
  clientDeadlineMs?: number;
  loadShedding?: LoadSheddingLimits;
  /** Where the embedded database keeps its files: readiness fails when that disk is nearly full. */
  dataDir?: string | undefined;
  /**
   * The embedded database's backups, which readiness and the admin's status report; null with an
   * external database (its operator's job). Left out (tests), readiness says nothing of backups.
   */
  backups?: BackupSettings | null;
  /**
   * The card gateway: CCAvenue's settings, or (the default) none, and then the product serves its
   * own test gateway, which is never reachable beside real settings.
   */
  gateway?: GatewaySettings;
  /** Who may read /metrics: addresses or CIDR ranges (METRICS_ALLOW); default this machine only. */
  metricsAllow?: readonly string[];
  /** Seconds before a payment nobody came back from is first checked with the gateway. */
  paymentFirstCheckSeconds?: number;
  /** A recounted difference above this many units waits for an admin (settings: RECOUNT_APPROVAL_ABOVE). */
  recountApprovalAbove?: number;
}

/** A request must arrive whole within this time; a slow or stalled upload is cut off. */
const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 20;
export const DEFAULT_RECOUNT_APPROVAL_ABOVE = 10;

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: withSafeSerializers(options.logger ?? false),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Deadlines: the whole request within 30 s (a slow or stalled upload is cut off), a silent
    // socket closed after two minutes, and on close every open connection ended, so a stop never
    // waits on a client. Keep-alive stays at Fastify's 72 s, above the 60 s of common proxies and
    // clients: a server that closes an idle socket first races the client reusing it, and a POST
    // lost in that race is not retried.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 120_000,
    forceCloseConnections: true,
    return503OnClosing: true,
    // A malformed URL or an over-long path parameter is answered by the router before any
    // route: with the one error body too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    routerOptions: ROUTER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    // Not on the build's hashed files: nobody looks one up, and a phone loads a dozen at a time.
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
  });
  // Before the guards and the routes, so every answer is counted, refusals included.
  registerMetrics(app, {
    db: options.db,
    pool: options.db.$client,
    allow: options.metricsAllow ?? DEFAULT_METRICS_ALLOW,
    backups: options.backups,
  });

  await app.register(fastifyCookie);
  const routeMethods = trackRouteMethods(app);
  await registerRequestGuards(app, {
    pool: options.db.$client,
    loadShedding: options.loadShedding ?? DEFAULT_LOAD_SHEDDING,
    writesPerMinute: options.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE,
    // Anonymous writes: placing an order. Sign-in has its own throttle, kept in PostgreSQL. A
    // verification's marks are not counted: a customer marking a 40-item delivery makes 40 in a
    // minute, each needs the order's key, and a wrong key costs one indexed lookup (load shedding
    // still applies); the Confirm that ends it is counted.
    isLimitedWrite: (request) =>
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.routeOptions.config.access?.kind === 'public' &&
      request.routeOptions.url !== '/dataapi/login' &&
      request.routeOptions.url !== '/api/verification/:orderId/items/:lineNo',
  });
  // Before any route: every route under /api and /dataapi is recorded with its access, and checked.
  registerAccessControl(app, { db: options.db, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY });
  documentErrorResponses(app);

  const gatewaySettings = options.gateway ?? NO_GATEWAY;
  // Helmet's middleware is built once, here: @fastify/helmet built it, its policy parsed again,
  // for every request, the busiest write's included.
  const securityHeaders = helmet({
    // Not sent: X-Download-Options is for Internet Explorer 8's downloads, and
    // X-Permitted-Cross-Domain-Policies for Flash and Acrobat; each cost every answer its bytes.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    // The built app loads only its own scripts and styles; antd injects styles at run time.
    contentSecurityPolicy: {
      directives: {
        // Confirm & Pay posts a form to the card gateway's host.
        'form-action': ["'self'", ...formActionOf(gatewaySettings)],
        // And, by its hash, index.html's one inline script, which starts the order form's code and
        // catalogue (apps/web/src/build/customer-preload.ts, whose test checks this hash).
        'script-src': ["'self'", "'sha256-riHZdOyVcNGH+nkoQ+4CV01MCKzIwP/M3c2hXpzUirQ='"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // TLS is the proxy's job; upgrading would break the app served over plain HTTP on a LAN.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
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
  const sms = options.sms ?? NO_SMS_SETTINGS;
  let jobs = options.jobs;
  if (!jobs) {
    const own = lazyJobQueue(() => startJobQueue({ pool: options.db.$client, worker: false }));
    app.addHook('onClose', async () => own.stop());
    jobs = own;
  }
  // The test gateway's status API is reached inside the app (app.inject): no port, no network.
  const gateway = createPaymentGateway(gatewaySettings, {
    localFetch: async (path, init) => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        payload: String(init.body ?? ''),
      });
      return new Response(res.body, { status: res.statusCode });
    },
  });
  app.decorate('paymentGateway', gateway);
  const catalogueCache = createCatalogueCache({
    db: options.db,
    ...(options.listenPool && { listenPool: options.listenPool }),
  });
  app.addHook('onClose', async () => catalogueCache.close());

  // No database, no work: a ceiling for benchmarks and a liveness probe for load balancers.
  app.get(
    '/api/health/live',
    { config: { access: PUBLIC }, schema: { hide: true, response: { 200: z.object({ ok: z.boolean() }) } } },
    async () => ({ ok: true }),
  );
  // Readiness: may this server be sent orders? 503 with the failing check named when not.
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { backups } = options;
    const readiness = await checkReadiness(options.db, {
      dataDir: options.dataDir,
      report: backups === undefined ? undefined : () => probeBackupHealth(options.db, backups),
    });
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        ok: readiness.ready,
        ...readiness.checks,
        load: app.load(),
      });
  };
  app.get('/api/health/ready', { config: { access: PUBLIC }, schema: { hide: true } }, ready);
  app.get('/api/health', { config: { access: PUBLIC }, schema: { hide: true } }, ready);

  await app.register(catalogueRoutes, { db: options.db, catalogueCache });
  await app.register(verificationRoutes, { prefix: '/api/verification', db: options.db });
  await app.register(verificationAdminRoutes, { prefix: '/api/admin/verification', db: options.db });
  await app.register(bookingRoutes, { prefix: '/api/bookings', db: options.db });
  await app.register(receivablesRoutes, { db: options.db, mail, sms, jobs });
  await app.register(carryOverRoutes, { db: options.db });
  await app.register(statementRoutes, { prefix: '/api/receivables/statements', db: options.db, jobs });
  // Heavy reads (reports, the order list's export) to a replica in step, when one is configured.
  const reads = options.reads ?? createReadRouting({ primary: options.db, maxLagSeconds: 0 });
  await app.register(reportRoutes, { db: options.db, jobs, reads });
  await app.register(authRoutes, { db: options.db, policy: options.sessionPolicy ?? DEFAULT_SESSION_POLICY });
  await app.register(teamAdminRoutes, { prefix: '/api/admin', db: options.db });
  // A card payment's life: the gateway, the jobs that follow it, and finance told by mail.
  const life = { gateway, jobs, notify: { to: mail.adminEmail, smtp: Boolean(mail.smtpUrl) } };
  await app.register(orderRoutes, {
    db: options.db,
    ...(options.clientDeadlineMs !== undefined && { clientDeadlineMs: options.clientDeadlineMs }),
    reads,
    mail,
    sms,
    jobs,
    onAmountChange: supersedeOpenAttempts,
  });
  await app.register(paymentRoutes, {
    db: options.db,
    life,
    firstCheckSeconds: options.paymentFirstCheckSeconds ?? FIRST_CHECK_SECONDS,
  });
  // The data API keeps the older system's paths (operations.md §7).
  await app.register(publicOrganisationRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(inventoryDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(namedQueryDataRoutes, { prefix: '/dataapi', db: options.db });
  await app.register(movementDataRoutes, {
    prefix: '/dataapi',
    db: options.db,
    dispatch: { rowErrors: dispatchRowErrors, move: dispatchMovements },
  });
  await app.register(productionRoutes, { db: options.db, mail, jobs });
  await app.register(stockRoutes, {
    db: options.db,
    recountApprovalAbove: options.recountApprovalAbove ?? DEFAULT_RECOUNT_APPROVAL_ABOVE,
  });
  await app.register(packingRoutes, { db: options.db });
  await app.register(salesRoutes, { prefix: '/api/sales', db: options.db });
  await app.register(destructionRoutes, { prefix: '/api/destruction', db: options.db });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', db: options.db });
  await app.register(backupRoutes, {
    prefix: '/api/backups',
    db: options.db,
    settings: options.backups ?? null,
  });
  await app.register(notificationRoutes, { db: options.db, mail, sms, jobs });
  // The short links text messages carry (/s/CODE): pages for a phone's browser, outside /api.
  await app.register(shortLinkRoutes, { db: options.db });
  if (gatewaySettings.provider === 'none') await app.register(localGatewayRoutes, { db: options.db });

  // Nothing matched: a known path with another method is a 405 naming the ones it has.
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = routeMethods.allowedMethods(request.url);
    if (allowed.length === 0) return handleError(new AppError('not_found', 'Not found'), request, reply);
    reply.header('allow', allowed.join(', '));
    const message = `${request.method} is not allowed here; use ${allowed.join(' or ')}`;
    return handleError(new AppError('method_not_allowed', message), request, reply);
  };
  if (hasWebApp(options.webDist)) {
    await serveWebApp(app, { webDist: options.webDist, notFound });
  } else {
    app.setNotFoundHandler(notFound);
  }
  return app;
}

/** The card gateway's host, which Confirm & Pay's form posts to (the local gateway is this origin). */
function formActionOf(settings: GatewaySettings): string[] {
  if (settings.provider !== 'ccavenue') return [];
  return [new URL(settings.transactionUrl).origin];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The card gateway the app was built with, for the worker's reconciliation jobs. */
    paymentGateway: PaymentGatewayPort;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
