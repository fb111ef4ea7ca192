import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from '../notifications/mail-settings.ts';

/** PLACEHOLDER (helper fills): POST /api/inventory/production/batch/add under /dataapi. */
export const productionDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};

/** PLACEHOLDER (helper fills): /api/production/… schedules and exports. */
export const productionRoutes: FastifyPluginAsyncZod<{ db: Database; mail: MailSettings }> = async () => {};
