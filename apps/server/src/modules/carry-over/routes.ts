import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { carryOverCountRoutes } from './carry-over-routes.ts';
import { issueNoteRoutes } from './issue-note-routes.ts';

/** The monthly carry-over and the material issue notes, each registering its routes at their full URLs. */
export const carryOverRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(carryOverCountRoutes, { db });
  await app.register(issueNoteRoutes, { db });
};
