import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** The one error body every API route answers with: a code, a human message and, for bad input, the fields. */
export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.enum([
        'validation_failed',
        'not_found',
        'gone',
        'conflict',
        'idempotency_mismatch',
        'unauthorised',
        'forbidden',
        'rate_limited',
        'method_not_allowed',
        'internal',
        'unavailable',
      ]),
      message: z.string(),
      fields: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
      requestId: z.string().optional(),
    }),
  }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiError['error']['code'];
