import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** PLACEHOLDER (helper fills): GET /api/common/find/… under /dataapi. */
export const inventoryDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
