import { reportRunIdParamsSchema, reportRunSchema, startReportRunRequestSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { currentUser } from '../auth/access.ts';
import { sendXlsx } from '../notifications/content-disposition.ts';
import { downloadReportRun, getReportRun } from './get-report-run.ts';
import { reportReaders } from './report-scope.ts';
import { startReportRun } from './start-report-run.ts';

const tags = ['reports'];

/** A report over any period, prepared in the background: started, polled, downloaded (on the primary). */
export const reportRunRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue }> = async (
  app,
  { db, jobs },
) => {
  app.post(
    '/api/reports/runs',
    {
      config: reportReaders,
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
    '/api/reports/runs/:runId',
    {
      config: reportReaders,
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
    '/api/reports/runs/:runId/download.xlsx',
    {
      config: reportReaders,
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
