import {
  drillDownSchema,
  periodLength,
  producedDrillDownQuerySchema,
  producedVsSoldQuerySchema,
  producedVsSoldSchema,
  REPORT_MESSAGES,
  REPORT_ON_SCREEN_MAX_DAYS,
  trashReportQuerySchema,
  trashReportSchema,
} from '@kadai/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { ReadRouting } from '../../lib/read-replica.ts';
import { currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { drillDownProduced, drillDownTrash } from './drill-down.ts';
import { exportProducedVsSold, exportTrashReport } from './export-report.ts';
import { getProducedVsSold } from './get-produced-vs-sold.ts';
import { getTrashReport } from './get-trash-report.ts';
import { reportReaders, scopeReportQuery } from './report-scope.ts';

const tags = ['reports'];

/** On screen (and as a direct download) up to a month; longer periods run in the background. */
function onScreen<Q extends { from: string; to: string }>(query: Q): Q {
  if (periodLength(query.from, query.to) > REPORT_ON_SCREEN_MAX_DAYS) {
    throw AppError.validation([{ path: 'to', message: REPORT_MESSAGES.tooLongOnScreen }]);
  }
  return query;
}

/**
 * The total trash report and produced vs sold on screen, as XLSX and drilled down to their rows. They
 * read from the replica when one is in step (`reads`); `X-Kadai-Read-From` says which answered.
 */
export const onScreenReportRoutes: FastifyPluginAsyncZod<{ reads: ReadRouting }> = async (app, { reads }) => {
  const reading = async (reply: FastifyReply) => {
    const { db: readDb, from } = await reads.forReports();
    reply.header('x-kadai-read-from', from);
    return readDb;
  };

  app.get(
    '/api/reports/total-trash',
    {
      config: reportReaders,
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
    '/api/reports/total-trash/export.xlsx',
    {
      config: reportReaders,
      schema: { summary: 'The total trash report as XLSX', tags, querystring: trashReportQuerySchema },
    },
    async (request, reply) => {
      const query = onScreen(scopeReportQuery(currentUser(request), request.query));
      return sendXlsx(reply, await exportTrashReport(await getTrashReport(await reading(reply), query)));
    },
  );

  app.get(
    '/api/reports/total-trash/rows',
    {
      config: reportReaders,
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
    '/api/reports/produced-vs-sold',
    {
      config: reportReaders,
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
    '/api/reports/produced-vs-sold/export.xlsx',
    {
      config: reportReaders,
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
    '/api/reports/produced-vs-sold/rows',
    {
      config: reportReaders,
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
};
