import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { packingLogRoutes } from './packing-log-routes.ts';
import { outletTodoRoutes } from './todo-routes.ts';

/**
 * Kitchen Packing Log and the outlet's Daily Kitchen To-do (what happens between produced and dispatched),
 * under /api/packing.
 */
export const packingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(packingLogRoutes, { db });
  await app.register(outletTodoRoutes, { db });
};
