import type { ApiError } from '@kadai/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.ts';
import { classifyDatabaseError, loggableError } from './database-errors.ts';

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function validationFields(error: {
  validation: Array<{
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }>;
}): FieldError[] {
  return error.validation.flatMap((issue) => {
    const path = fieldPath(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      return issue.params.keys.map((key) => ({
        path: path ? `${path}.${String(key)}` : String(key),
        message: `Unknown field "${String(key)}"`,
      }));
    }
    return [{ path, message: issue.message ?? 'Invalid value' }];
  });
}

function body(
  code: ApiError['error']['code'],
  message: string,
  fields: FieldError[],
  requestId: string,
): ApiError {
  return { error: { code, message, fields, requestId } };
}

const UNAVAILABLE =
  'The service is briefly unavailable. Nothing was saved; please try again in a few seconds.';

/**
 * The one place an error becomes HTTP. Input problems get their messages and fields; anything
 * unexpected is logged with the request id and answered with a plain 500, never a stack trace.
 * Database errors are a safety net behind the schemas: a value the column cannot hold is the
 * input's fault (400), a lost or overloaded database is a 503 to retry, and neither is logged
 * with the statement's parameters.
 */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500 && error.code !== 'unavailable')
      request.log.error({ error: loggableError(error) }, 'application error');
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    return reply.status(error.status).send(body(error.code, error.message, error.fields, request.id));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const message = fields[0]?.message ?? 'Please check the request';
    return reply.status(400).send(body('validation_failed', message, fields, request.id));
  }
  const database = classifyDatabaseError(error);
  if (database?.kind === 'bad-input') {
    request.log.warn({ error: loggableError(error) }, 'input refused by the database');
    return reply
      .status(400)
      .send(body('validation_failed', 'A value is too long, too large or not allowed here.', [], request.id));
  }
  if (database?.kind === 'conflict') {
    request.log.warn({ error: loggableError(error) }, 'input conflicts with stored data');
    return reply
      .status(409)
      .send(
        body(
          'conflict',
          'This conflicts with data already saved. Please reload and try again.',
          [],
          request.id,
        ),
      );
  }
  if (database?.kind === 'unavailable') {
    request.log.error({ error: loggableError(error) }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(body('unavailable', UNAVAILABLE, [], request.id));
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return reply.status(404).send(body('not_found', 'Not found', [], request.id));
  if (status === 429) return reply.status(429).send(body('rate_limited', error.message, [], request.id));
  if (status === 503) return reply.status(503).send(body('unavailable', UNAVAILABLE, [], request.id));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to repeat.
    return reply.status(status).send(body('validation_failed', error.message, [], request.id));
  }
  request.log.error({ error: loggableError(error) }, 'unexpected error');
  return reply
    .status(500)
    .send(body('internal', 'Something went wrong on our side. Please try again.', [], request.id));
}
