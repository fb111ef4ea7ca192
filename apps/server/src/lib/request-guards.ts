import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from './app-error.ts';
import { controlCharacterFields } from './control-characters.ts';
import { type LoadSheddingLimits, registerLoadShedding } from './load-shedding.ts';
import {
  countPublicWrite,
  postgresRateLimitStore,
  publicWriteKey,
  rateLimitPruner,
} from './rate-limit-store.ts';
import { assertSameOrigin } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived, before any hook waited. */
    arrivedAt: number;
    /** A `countsOwnHit` request whose hit its statement has not counted yet. */
    ownHitDue: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A limited write that counts its request against the address's limit in its own first
     * statement (`ownHit`), sparing the busiest write a round trip: the guard does not count it.
     */
    countsOwnHit?: boolean;
  }
  interface FastifyInstance {
    publicWriteLimit: PublicWriteLimit;
  }
}

interface PublicWriteLimit {
  max: number;
  windowMs: number;
  pruneNow: () => void;
  /** Counts one hit under `key` in a statement of its own. */
  count: (key: string) => Promise<{ hits: number; ttl: number }>;
}

/** A hit a route counts in its own statement (`hitCte`), and how it is answered once counted. */
export interface OwnHit {
  key: string;
  windowMs: number;
  max: number;
  /** Sets the limit's headers as the guard does; past the limit, throws the guard's 429. */
  answer(hit: { hits: number; ttl: number }): void;
}

const limitedMessage = (ttlMs: number) =>
  `Too many requests from your address. Please try again in ${Math.ceil(ttlMs / 1000)} seconds.`;

/** The request's hit, for a route marked `countsOwnHit`, under the key and limit the guard uses. */
export function ownHit(request: FastifyRequest, reply: FastifyReply): OwnHit {
  const { max, windowMs, pruneNow } = request.server.publicWriteLimit;
  return {
    key: publicWriteKey(request.ip),
    windowMs,
    max,
    answer({ hits, ttl }) {
      request.ownHitDue = false;
      pruneNow();
      const resetSeconds = Math.ceil(ttl / 1000);
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, max - hits));
      reply.header('x-ratelimit-reset', resetSeconds);
      if (hits > max) throw AppError.rateLimited(limitedMessage(ttl), resetSeconds);
    },
  };
}

type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * A `countsOwnHit` route's error handler: a request refused before its statement ran (its body
 * malformed, a control character) is counted as the guard would have counted it, and past the
 * limit is answered 429 as the guard would have, so such routes keep the guard's exact count.
 */
export function countingMissedHit(handle: ErrorHandler): ErrorHandler {
  return async (error, request, reply) => {
    if (!request.ownHitDue) return handle(error, request, reply);
    const hit = ownHit(request, reply);
    try {
      hit.answer(await request.server.publicWriteLimit.count(hit.key));
    } catch (limited) {
      if (limited instanceof AppError) return handle(limited as unknown as FastifyError, request, reply);
      // The database failing the count is the database failing: the request's own error stands.
    }
    return handle(error, request, reply);
  };
}

/**
 * What every request passes before any route runs, in this order: a saturated server refuses
 * writes (503) before it reads their bodies; no state change comes from another origin, whatever
 * cookie the browser holds; the writes `isLimitedWrite` names (anonymous ones: orders) are limited
 * per client address (429), counted in PostgreSQL so that every server process counts the same
 * hits (a route marked `countsOwnHit` counts its request in its own first statement instead, with
 * the same key, limit and answer); and control characters are refused in every string a route
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
  const pruneNow = rateLimitPruner(options.pool);
  const windowMs = 60_000;
  app.decorate('publicWriteLimit', {
    max: options.writesPerMinute,
    windowMs,
    pruneNow,
    count: (key: string) => countPublicWrite(options.pool, key, windowMs),
  });
  // Where the guard's own count would come: refusals above (shed, another origin) are not counted.
  app.decorateRequest('ownHitDue', false);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.countsOwnHit === true && options.isLimitedWrite(request))
      request.ownHitDue = true;
  });
  await app.register(fastifyRateLimit, {
    global: true,
    store: postgresRateLimitStore(options.pool, pruneNow),
    max: options.writesPerMinute,
    timeWindow: windowMs,
    keyGenerator: (request) => request.ip,
    allowList: (request) =>
      !options.isLimitedWrite(request) || request.routeOptions.config.countsOwnHit === true,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: limitedMessage(context.ttl) }),
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
