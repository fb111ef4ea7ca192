import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** From a cached page (a few ms) to the 30 s request deadline; the order path lives in the first few. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts every answer once it is sent: by route template (never the raw URL, whose ids and probes
 * would make a series each), method and status, with its time. In-process counters only, no
 * database work: this runs on every request, the benchmarked order path included.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['route', 'method'] as const;
  const requests = new Counter({
    name: 'kadai_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status code.',
    labelNames: [...labelNames, 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kadai_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route template and method.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const shed = new Counter({
    name: 'kadai_http_requests_shed_total',
    help: 'Requests answered 503 (load shedding, a full sign-in line, a deadline passed, the database away, a stop).',
    labelNames,
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'kadai_http_requests_throttled_total',
    help: 'Requests answered 429 (the per-address limit on anonymous writes, the sign-in throttle).',
    labelNames,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      // Anything no route matched (404s, scanners' probes) is one series.
      route: request.routeOptions.url ?? 'unmatched',
      method: METHODS.has(request.method) ? request.method : 'other',
    };
    const status = reply.statusCode;
    requests.inc({ ...labels, status: String(status) });
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status === 503) shed.inc(labels);
    else if (status === 429) throttled.inc(labels);
  });
}
