import fastifyFormbody from '@fastify/formbody';
import { smsReportAnswerSchema, smsReportBodySchema, smsReportParamsSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { PUBLIC } from '../../auth/access.ts';
import { receiveSmsReports } from './receive-sms-reports.ts';

/** MSG91 posts a report per message: a busy hour is hundreds a minute, from a few addresses. */
const REPORTS_PER_MINUTE = 1200;

/**
 * Where MSG91 posts its delivery reports (set in its panel: SMS › Webhook), at /api/sms/msg91/reports. The
 * token in the path is the only proof it is MSG91 (receive-sms-reports.ts).
 */
export const smsReportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  webhookToken: string | undefined;
}> = async (app, { db, webhookToken }) => {
  // MSG91's older webhook posts a form; the newer one JSON.
  await app.register(fastifyFormbody);
  app.post(
    '/api/sms/msg91/reports/:token',
    {
      config: {
        access: PUBLIC,
        // The per-address limit of anonymous writes (orders) is far too low for a provider's posts.
        rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        summary: "MSG91's delivery reports (its webhook), at the secret address it was given",
        description:
          'A form with `data` (a JSON array as text: v2) or a JSON object (v3, Webhook New). Each report ' +
          'is kept and moves its text message to delivered or failed with the reason. 404 unless the ' +
          'token is MSG91_WEBHOOK_TOKEN.',
        tags: ['notifications'],
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: smsReportParamsSchema,
        body: smsReportBodySchema,
        response: { 200: smsReportAnswerSchema },
      },
    },
    async (request) =>
      receiveSmsReports(db, {
        token: request.params.token,
        expectedToken: webhookToken,
        body: request.body,
        log: request.log,
      }),
  );
};
