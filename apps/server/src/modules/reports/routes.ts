import {
  drillDownSchema,
  periodLength,
  producedDrillDownQuerySchema,
  producedVsSoldQuerySchema,
  producedVsSoldSchema,
  REPORT_MESSAGES,
  REPORT_ON_SCREEN_MAX_DAYS,
  reportRunIdParamsSchema,
  reportRunSchema,
  startReportRunRequestSchema,
  trashReportQuerySchema,
  trashReportSchema,
} from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadRouting } from '../../lib/read-replica.ts';
import { allow, currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { drillDownProduced, drillDownTrash } from './drill-down.ts';
import { exportProducedVsSold, exportTrashReport } from './export-report.ts';
import { getProducedVsSold } from './get-produced-vs-sold.ts';
import { downloadReportRun, getReportRun } from './get-report-run.ts';
import { getTrashReport } from './get-trash-report.ts';
import { scopeReportQuery } from './report-scope.ts';
import { startReportRun } from './start-report-run.ts';

/** Finance and production (a production user tied to a team sees its rows only), and admins. */
const readers = { access: allow('finance', 'production') };
const tags = ['reports'];

/** On screen (and as a direct download) up to a month; longer periods run in the background. */
function onScreen<Q extends { from: string; to: string }>(query: Q): Q {
  if (periodLength(query.from, query.to) > REPORT_ON_SCREEN_MAX_DAYS) {
    throw AppError.validation([{ path: 'to', message: REPORT_MESSAGES.tooLongOnScreen }]);
  }
  return query;
}

/**
 * The total trash report and produced vs sold (what the owner looks at), under /api/reports. Their reads
 * (on screen, exports, drill-downs) go to the replica when one is in step (`reads`), the runs'
 * bookkeeping to the primary; `X-Kadai-Read-From` says which answered.
 */
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  jobs: JobQueue;
  reads: ReadRouting;
}> = async (app, { db, jobs, reads }) => {
  const reading = async (reply: FastifyReply) => {
    const { db: readDb, from } = await reads.forReports();
    reply.header('x-kadai-read-from', from);
    return readDb;
  };

  app.get(
    '/total-trash',
    {
      config: readers,
      schema: {
        summary: 'Store wastage, destruction and written-off disputes of a period (at most 31 days)',
        tags,
        querystring: trashReportQuerySchema,
        response: { 200: trashReportSchema },
      },
    },
    async (request, reply) =>
      getTrashReport(await reading(reply), onScreen(scopeReportQuery(currentUser(request), request.query))),
  );

  app.get(
    '/total-trash/export.xlsx',
    {
      config: readers,
      schema: { summary: 'The total trash report as XLSX', tags, querystring: trashReportQuerySchema },
    },
    async (request, reply) => {
      const query = onScreen(scopeReportQuery(currentUser(request), request.query));
      return sendXlsx(reply, await exportTrashReport(await getTrashReport(await reading(reply), query)));
    },
  );

  app.get(
    '/total-trash/rows',
    {
      config: readers,
      schema: {
        summary: 'The wastage lines and ledger moves behind a trash figure (its filters), newest first',
        tags,
        querystring: trashReportQuerySchema,
        response: { 200: drillDownSchema },
      },
    },
    async (request, reply) =>
      drillDownTrash(await reading(reply), scopeReportQuery(currentUser(request), request.query)),
  );

  app.get(
    '/produced-vs-sold',
    {
      config: readers,
      schema: {
        summary: 'Produced, sold, wasted and on hand per product and team over a period (at most 31 days)',
        tags,
        querystring: producedVsSoldQuerySchema,
        response: { 200: producedVsSoldSchema },
      },
    },
    async (request, reply) =>
      getProducedVsSold(
        await reading(reply),
        onScreen(scopeReportQuery(currentUser(request), request.query)),
      ),
  );

  app.get(
    '/produced-vs-sold/export.xlsx',
    {
      config: readers,
      schema: { summary: 'Produced vs sold as XLSX', tags, querystring: producedVsSoldQuerySchema },
    },
    async (request, reply) => {
      const query = onScreen(scopeReportQuery(currentUser(request), request.query));
      return sendXlsx(
        reply,
        await exportProducedVsSold(await getProducedVsSold(await reading(reply), query)),
      );
    },
  );

  app.get(
    '/produced-vs-sold/rows',
    {
      config: readers,
      schema: {
        summary: 'The ledger moves behind one produced, sold, wasted or on-hand figure, newest first',
        tags,
        querystring: producedDrillDownQuerySchema,
        response: { 200: drillDownSchema },
      },
    },
    async (request, reply) =>
      drillDownProduced(await reading(reply), scopeReportQuery(currentUser(request), request.query)),
  );

  app.post(
    '/runs',
    {
      config: readers,
      schema: {
        summary: 'Prepares a report over any period in the background; poll the run, then download it',
        tags,
        body: startReportRunRequestSchema,
        response: { 200: reportRunSchema },
      },
    },
    async (request) => startReportRun(db, { request: request.body, user: currentUser(request), jobs }),
  );

  app.get(
    '/runs/:runId',
    {
      config: readers,
      schema: {
        summary: 'A background report: its state and progress (0–100)',
        tags,
        params: reportRunIdParamsSchema,
        response: { 200: reportRunSchema },
      },
    },
    async (request) => getReportRun(db, { runId: request.params.runId, user: currentUser(request) }),
  );

  app.get(
    '/runs/:runId/download.xlsx',
    {
      config: readers,
      schema: {
        summary: 'The finished workbook of a background report',
        tags,
        params: reportRunIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        await downloadReportRun(db, { runId: request.params.runId, user: currentUser(request) }),
      ),
  );
};
