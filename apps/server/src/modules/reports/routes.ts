import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ReadRouting } from '../../lib/read-replica.ts';
import { onScreenReportRoutes } from './on-screen-routes.ts';
import { reportRunRoutes } from './run-routes.ts';

/**
 * The total trash report and produced vs sold (what the owner looks at), under /api/reports. Their reads
 * (on screen, exports, drill-downs) go to the replica when one is in step (`reads`), the runs'
 * bookkeeping to the primary.
 */
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobQueue;
  reads: ReadRouting;
}> = async (app, { db, jobs, reads }) => {
  await app.register(onScreenReportRoutes, { reads });
  await app.register(reportRunRoutes, { db, jobs });
};
