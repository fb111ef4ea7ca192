import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from './mail-settings.ts';

/** PLACEHOLDER (helper fills): the admin's mail outbox, /api/admin/outbox…. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Database; mail: MailSettings }> = async () => {};
