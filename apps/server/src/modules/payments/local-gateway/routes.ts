import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { apiRoutes } from './api-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { payRoutes } from './pay-routes.ts';

/**
 * A stand-in for CCAvenue served by the product when no real settings are given (app.ts mounts it
 * only then): the pay page the browser is sent to and the answer it brings back (pay-routes.ts),
 * the API the server calls for status, confirm and refund (api-routes.ts), and a merchant console
 * where finance gives a payment a later status (console-routes.ts). It speaks CCAvenue's protocol
 * both ways, so switching to the real gateway is settings only.
 */
export const localGatewayRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(fastifyFormbody);
  await app.register(payRoutes, { db });
  await app.register(apiRoutes, { db });
  await app.register(consoleRoutes, { db });
};
