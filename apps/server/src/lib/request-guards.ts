import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from './app-error.ts';
import { controlCharacterFields } from './control-characters.ts';
import { type LoadSheddingLimits, registerLoadShedding } from './load-shedding.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';
import { assertSameOrigin } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived, before any hook waited. */
    arrivedAt: number;
  }
}

/**
 * What every request passes before any route runs, in this order: a saturated server refuses
 * writes (503) before it reads their bodies; no state change comes from another origin, whatever
 * cookie the browser holds; the writes `isLimitedWrite` names (anonymous ones: orders) are limited
 * per client address (429), counted in PostgreSQL so that every server process counts the same
 * hits; and control characters are refused in every string a route
 * receives, with the field named.
 */
export async function registerRequestGuards(
  app: FastifyInstance,
  options: {
    pool: pg.Pool;
    loadShedding: LoadSheddingLimits;
    writesPerMinute: number;
    isLimitedWrite: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  // First of all: when the request arrived, before any wait (the shared rate limit's query, the
  // pool's queue), so a deadline counts the whole of what the client waited (client-gone.ts).
  app.decorateRequest('arrivedAt', 0);
  app.addHook('onRequest', async (request) => {
    request.arrivedAt = performance.now();
  });
  registerLoadShedding(app, { pool: options.pool, limits: options.loadShedding });
  app.addHook('onRequest', async (request) => assertSameOrigin(request));
  await app.register(fastifyRateLimit, {
    global: true,
    store: postgresRateLimitStore(options.pool),
    max: options.writesPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    allowList: (request) => !options.isLimitedWrite(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your address. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...controlCharacterFields(request.params),
      ...controlCharacterFields(request.query),
      ...controlCharacterFields(request.body),
    ];
    if (fields.length > 0) throw AppError.validation(fields);
  });
}
