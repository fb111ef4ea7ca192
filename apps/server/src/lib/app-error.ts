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
  conflict: 409,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
};

/** The one application error. Operations throw it; app.ts turns it into HTTP in one place. */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly fields: FieldError[];

  constructor(code: ApiErrorCode, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
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
}
