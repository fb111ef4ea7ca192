import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AppError } from './app-error.ts';

export interface LoadSheddingLimits {
  /** The event loop's delay (p99 of each of the last three seconds, ms) above which writes are refused. */
  maxEventLoopDelayMs: number;
  /** Requests already waiting for a database connection above which writes are refused. */
  maxPoolWaiting: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingLimits = { maxEventLoopDelayMs: 200, maxPoolWaiting: 40 };

const BUSY = 'We are very busy right now. Nothing was saved; please try again in a few seconds.';

/**
 * Refuses a write with 503 and Retry-After when the server is already saturated: when the event
 * loop lags, or when more requests wait for a database connection than it can serve soon. The
 * check runs before the body is read and before any write, so a refused request saved nothing
 * and the client knows it: better than accepting it and timing out while it is written anyway.
 * Reads are not shed: they are cheap and a staff page must load to show what happened.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: { pool: pg.Pool; limits: LoadSheddingLimits },
) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The lag must last: one slow second (a large export rendering) is not saturation, three in a
  // row are. recentDelayMs is the smallest p99 of the last three seconds.
  const samples: number[] = [0, 0, 0];
  let recentDelayMs = 0;
  const sampler = setInterval(() => {
    samples.shift();
    samples.push(delay.percentile(99) / 1e6);
    recentDelayMs = Math.min(...samples);
    delay.reset();
  }, 1000);
  sampler.unref();
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    delay.disable();
  });

  app.decorate('load', () => ({ eventLoopDelayMs: recentDelayMs, poolWaiting: options.pool.waitingCount }));
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (
      recentDelayMs > options.limits.maxEventLoopDelayMs ||
      options.pool.waitingCount > options.limits.maxPoolWaiting
    ) {
      request.log.warn(
        { eventLoopDelayMs: Math.round(recentDelayMs), poolWaiting: options.pool.waitingCount },
        'write shed: server saturated',
      );
      throw AppError.unavailable(BUSY, 2);
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures load shedding decides on, for the readiness probe. */
    load: () => { eventLoopDelayMs: number; poolWaiting: number };
  }
}
