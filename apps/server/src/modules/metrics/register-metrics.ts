import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Registry } from 'prom-client';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PUBLIC } from '../auth/access.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { createMetricsAllowList } from './metrics-allow-list.ts';
import { processMetrics } from './process-metrics.ts';
import { registerScrapeGauges } from './scrape-gauges.ts';

/**
 * GET /metrics in Prometheus's text format, for the addresses in METRICS_ALLOW only. The app's
 * metrics live on a registry of its own (not prom-client's global one), so two apps in one process,
 * as in the tests, count apart. Registered before the routes, so every route's answers are counted.
 * Outside /api: no session, and not in the OpenAPI document.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    db: Database;
    pool: pg.Pool;
    allow: readonly string[];
    backups: BackupSettings | null | undefined;
  },
): void {
  const registry = new Registry();
  const isAllowed = createMetricsAllowList(options.allow);
  registerHttpMetrics(app, registry);
  const readGauges = registerScrapeGauges(app, registry, options);

  app.get('/metrics', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    if (!isAllowed(request)) {
      throw new AppError('forbidden', 'Metrics are served only to the addresses in METRICS_ALLOW.');
    }
    await readGauges();
    const merged = Registry.merge([processMetrics(), registry]);
    return reply
      .header('content-type', merged.contentType)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });
}
