import type { ApiErrorCode } from '@kadai/contract';

export interface FieldError {
  path: string;
  message: string;
}

const STATUS: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  unauthorised: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  idempotency_mismatch: 422,
  rate_limited: 429,
  method_not_allowed: 405,
  internal: 500,
  unavailable: 503,
};

/** The one application error. Operations throw it; app.ts turns it into HTTP in one place. */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly fields: FieldError[];
  /** Seconds the client should wait before trying again (429, 503): sent as Retry-After. */
  readonly retryAfter: number | undefined;

  constructor(
    code: ApiErrorCode,
    message: string,
    fields: FieldError[] = [],
    options: { retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return STATUS[this.code];
  }

  static validation(fields: FieldError[], message = fields[0]?.message ?? 'Please check the form'): AppError {
    return new AppError('validation_failed', message, fields);
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }

  static rateLimited(message: string, retryAfter: number): AppError {
    return new AppError('rate_limited', message, [], { retryAfter: Math.max(1, Math.ceil(retryAfter)) });
  }

  static unavailable(message: string, retryAfter = 5): AppError {
    return new AppError('unavailable', message, [], { retryAfter });
  }
}
