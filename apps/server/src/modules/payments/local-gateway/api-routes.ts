import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { decryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { confirmOrder } from './confirm-order.ts';
import { apiAnswer, apiRefusal } from './gateway-api-answer.ts';
import { LOCAL_GATEWAY } from './local-gateway-settings.ts';
import { orderStatus } from './order-status.ts';
import { refundOrder } from './refund-order.ts';

type Command = (db: Database, request: Record<string, unknown>) => Promise<object>;

const COMMANDS: Record<string, Command> = {
  orderStatusTracker: orderStatus,
  confirmOrder,
  refundOrder,
};

/**
 * The test gateway's API (CCAvenue's DoWebTrans): the status, confirm and refund calls, each a
 * JSON request encrypted with the working key, version 1.2, JSON answers. A call it cannot take
 * (a wrong access code, another format, a request that does not decrypt) is refused outside the
 * JSON, as CCAvenue refuses it. The codes without a number are the stand-in's own names.
 */
export const apiRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{ Body: Record<string, string | undefined> }>(
    LOCAL_GATEWAY.statusPath,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/plain');
      const body = request.body ?? {};
      if (body.access_code !== LOCAL_GATEWAY.accessCode) {
        return apiRefusal('Access_code: Invalid Parameter', '51407');
      }
      const command = Object.hasOwn(COMMANDS, body.command ?? '') ? COMMANDS[body.command ?? ''] : undefined;
      if (!command) return apiRefusal('Command: Invalid Parameter', 'invalid_command');
      if (body.request_type !== 'JSON' || body.response_type !== 'JSON' || body.version !== '1.2') {
        return apiRefusal('Request_type, response_type or version: Invalid Parameter', 'invalid_format');
      }
      let json: unknown;
      try {
        json = JSON.parse(decryptCcavenue(body.enc_request ?? '', LOCAL_GATEWAY.workingKey));
      } catch {
        return apiRefusal('Invalid Request', '51419');
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        return apiRefusal('Invalid Request', '51419');
      }
      return apiAnswer(await command(db, json as Record<string, unknown>));
    },
  );
};
