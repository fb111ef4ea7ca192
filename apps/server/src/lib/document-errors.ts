import { apiErrorSchema } from '@kadai/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const ERROR_RESPONSES: Record<number, string> = {
  400: 'The input is refused: the message names the field (fields lists each)',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but the role or the team/outlet scope does not allow this',
  404: 'No such thing',
  409: 'Conflicts with what is stored now (an edit made on an older version)',
  413: 'The body is larger than this route takes',
  414: 'A path parameter is too long',
  415: 'The body is not JSON',
  422: 'This Idempotency-Key was already used with another body',
  429: 'Too many requests from this address; see Retry-After',
  500: 'Something went wrong on our side (the request id is logged)',
  503: 'Busy or the database is unavailable; nothing was saved; see Retry-After',
};

/**
 * Every API route documents its error answers with the one error schema (contract/errors.ts), so
 * a client generated from /api/docs/json knows them, and the fuzz test checks every answer
 * against what is documented. A route's own entry for a status wins.
 */
export function documentErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!/^\/(api|dataapi)\//.test(route.url) || route.url.startsWith('/api/docs') || !route.schema) return;
    const isPublic = route.config?.access?.kind === 'public';
    const responses: Record<string | number, unknown> = { ...(route.schema.response as object) };
    // A file route (PDF, XLSX) declares no body schema for its 200: say that it has one.
    if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
      responses[200] = z.unknown().describe('The file (PDF or XLSX) or the answer');
    }
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      if ((status === '401' || status === '403') && isPublic) continue;
      responses[status] ??= apiErrorSchema.describe(description);
    }
    route.schema = { ...route.schema, response: responses };
  });
}
