import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** PLACEHOLDER (helper fills): approved queries and the movement batch post, under /dataapi. */
export const movementDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
