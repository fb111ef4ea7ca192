import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AppError } from './app-error.ts';

export interface LoadSheddingLimits {
  /** The event loop's delay (p99 of each of the last three seconds, ms) above which writes are refused. */
  maxEventLoopDelayMs: number;
  /**
   * The wait a new request can expect for a database connection (requests already waiting ÷ the
   * rate connections are being handed out), in ms, above which writes are refused.
   */
  maxQueueWaitMs: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingLimits = { maxEventLoopDelayMs: 200, maxQueueWaitMs: 1000 };

const BUSY = 'We are very busy right now. Nothing was saved; please try again in a few seconds.';

/** How often the connection hand-out rate is sampled, and how much each sample counts. */
const RATE_SAMPLE_MS = 250;
const RATE_WEIGHT = 0.3;
/** A connection can be assumed to serve at least this many requests a second (50 ms each). */
const MIN_ACQUIRES_PER_CONNECTION = 20;

/**
 * Refuses a write with 503 and Retry-After when the server is saturated: when the event loop has
 * lagged for three seconds in a row, or when a new request would wait longer than
 * `maxQueueWaitMs` for a database connection. The wait is judged from the queue and how fast it
 * drains, not from its length alone: 400 customers at once on a server that serves 1,500 a
 * second wait a quarter of a second and are all served; a queue that grows faster than it drains
 * is refused at the door. The check runs before the body is read and before any write, so a
 * refused request saved nothing and the client knows it, instead of timing out while its order
 * is written anyway. Reads are not shed: they are cheap, and a staff page must load to show what
 * happened.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: { pool: pg.Pool; limits: LoadSheddingLimits },
) {
  const { pool, limits } = options;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The lag must last: one slow second (a large export rendering) is not saturation.
  const lagSamples: number[] = [0, 0, 0];
  let sustainedLagMs = 0;
  const lagSampler = setInterval(() => {
    lagSamples.shift();
    lagSamples.push(delay.percentile(99) / 1e6);
    sustainedLagMs = Math.min(...lagSamples);
    delay.reset();
  }, 1000);
  lagSampler.unref();

  let acquired = 0;
  let acquiresPerSec = 0;
  const onAcquire = () => {
    acquired++;
  };
  pool.on('acquire', onAcquire);
  const rateSampler = setInterval(() => {
    const rate = (acquired * 1000) / RATE_SAMPLE_MS;
    acquiresPerSec = acquiresPerSec === 0 ? rate : RATE_WEIGHT * rate + (1 - RATE_WEIGHT) * acquiresPerSec;
    acquired = 0;
  }, RATE_SAMPLE_MS);
  rateSampler.unref();

  app.addHook('onClose', async () => {
    clearInterval(lagSampler);
    clearInterval(rateSampler);
    pool.off('acquire', onAcquire);
    delay.disable();
  });

  const expectedQueueWaitMs = () => {
    const floor = (pool.options.max ?? 10) * MIN_ACQUIRES_PER_CONNECTION;
    return (pool.waitingCount / Math.max(acquiresPerSec, floor)) * 1000;
  };
  app.decorate('load', () => ({
    eventLoopDelayMs: Math.round(sustainedLagMs),
    poolWaiting: pool.waitingCount,
    expectedQueueWaitMs: Math.round(expectedQueueWaitMs()),
  }));
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    // A gateway's callback is not retried by anyone: refusing it would only delay the truth to the
    // next status check.
    if (request.routeOptions.config?.crossSite) return;
    const queueWaitMs = expectedQueueWaitMs();
    if (sustainedLagMs > limits.maxEventLoopDelayMs || queueWaitMs > limits.maxQueueWaitMs) {
      request.log.warn(
        { eventLoopDelayMs: Math.round(sustainedLagMs), expectedQueueWaitMs: Math.round(queueWaitMs) },
        'write shed: server saturated',
      );
      throw AppError.unavailable(BUSY, 2);
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The figures load shedding decides on, for the readiness probe. */
    load: () => { eventLoopDelayMs: number; poolWaiting: number; expectedQueueWaitMs: number };
  }
}
