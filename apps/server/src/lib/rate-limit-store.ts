import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

/**
 * One hit counted and the window's count and time left read back, in one statement: two processes
 * counting the same address at once both land (the row lock of ON CONFLICT orders them). A window
 * that has run out starts again at one. The clock is the database's, the same for every process.
 */
const countHit = (key: string, windowMs: string) => `
  INSERT INTO rate_limit_hits AS h (key, hits, window_started_at)
  VALUES (${key}, 1, clock_timestamp())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.window_started_at <= clock_timestamp() - make_interval(secs => ${windowMs} / 1000.0)
      THEN 1 ELSE h.hits + 1 END,
    window_started_at = CASE WHEN h.window_started_at <= clock_timestamp() - make_interval(secs => ${windowMs} / 1000.0)
      THEN clock_timestamp() ELSE h.window_started_at END
  RETURNING h.hits,
    GREATEST(0, CEIL(EXTRACT(EPOCH FROM (h.window_started_at - clock_timestamp())) * 1000 + ${windowMs}))::int AS ttl`;

const COUNT_HIT = countHit('$1', '$2');

/**
 * The same count as a CTE named `hit` (hits, ttl), for a route that counts its request within its
 * own first statement instead of a round trip of its own; `key` and `windowMs` are its parameters.
 */
export const hitCte = (key: string, windowMs: string): string => `hit AS (${countHit(key, windowMs)})`;

/** The key an address's anonymous writes are counted under: the plugin's global store's. */
export const publicWriteKey = (ip: string): string => `all-${ip}`;

/** One hit counted under `key` (as `publicWriteKey` names it), on its own. */
export async function countPublicWrite(
  pool: pg.Pool,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const { rows } = await pool.query<{ hits: number; ttl: number }>(COUNT_HIT, [key, windowMs]);
  return rows[0] ?? { hits: 1, ttl: windowMs };
}

/** Windows that ended long ago: an address that came once is not kept for ever. */
const PRUNE = `DELETE FROM rate_limit_hits WHERE window_started_at < clock_timestamp() - interval '1 hour'`;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Removes old windows at most every ten minutes, called after a hit is counted. */
export function rateLimitPruner(pool: pg.Pool): () => void {
  let prunedAt = Date.now();
  return () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    // Best effort: a failed prune leaves rows the next one removes.
    pool.query(PRUNE).catch(() => {});
  };
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store in PostgreSQL: the limit on anonymous writes (orders,
 * verifications, short links) holds across every server process behind a balancer, as sign-in's
 * throttle already does, instead of each process counting its own. A route's own limit counts
 * under its method and URL, as the plugin's Redis store keys them.
 */
export function postgresRateLimitStore(pool: pg.Pool, pruneNow = rateLimitPruner(pool)) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = 'all-') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow?: number): void {
      const windowMs = typeof timeWindow === 'number' ? timeWindow : 60_000;
      pool.query<{ hits: number; ttl: number }>(COUNT_HIT, [this.#prefix + key, windowMs]).then(
        ({ rows: [row] }) => {
          pruneNow();
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? windowMs });
        },
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's options under routeInfo (typed as the options themselves).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(
        undefined,
        `${String(route?.method ?? '')}${String(route?.url ?? '')}-`,
      );
    }
  };
}
