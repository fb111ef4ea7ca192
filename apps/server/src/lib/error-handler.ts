import type { ApiError } from '@kadai/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './app-error.ts';

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

/**
 * The one place an error becomes HTTP. Input problems get their messages and fields; anything
 * unexpected is logged with the request id and answered with a plain 500, never a stack trace.
 */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'application error');
    return reply.status(error.status).send(body(error.code, error.message, error.fields, request.id));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const message = fields[0]?.message ?? 'Please check the request';
    return reply.status(400).send(body('validation_failed', message, fields, request.id));
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return reply.status(404).send(body('not_found', 'Not found', [], request.id));
  if (status === 429) return reply.status(429).send(body('rate_limited', error.message, [], request.id));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to repeat.
    return reply.status(status).send(body('validation_failed', error.message, [], request.id));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply
    .status(500)
    .send(body('internal', 'Something went wrong on our side. Please try again.', [], request.id));
}
