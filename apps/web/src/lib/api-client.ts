import { type ApiErrorCode, apiErrorSchema } from '@kadai/contract';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the shop. Please check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export type FieldError = { path: string; message: string };

/** Every failed call ends here: the server's code, message and fields, or 'network' when it was never reached. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | 'network' | 'unexpected';
  readonly fields: FieldError[];
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: ApiRequestError['code'];
    message: string;
    fields?: FieldError[];
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? [];
    this.requestId = options.requestId;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

let unauthorisedHandler: (() => void) | null = null;

/**
 * The staff frame registers what a 401 means there (back to /adminlogin, then to this page).
 * Customer pages register nothing: none of their calls need a session.
 */
export function setUnauthorisedHandler(handler: (() => void) | null): void {
  unauthorisedHandler = handler;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a Blob or File, which is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** A 401 is an answer here (sign-in, the signed-user check), not a reason to leave the page. */
  allowUnauthorised?: boolean;
};

/** JSON over fetch against the same origin; parses `T` with the given parser (a contract schema's `parse`). */
export async function apiRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file (a photo) goes as it is, with its own type; anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined)
    headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }

  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && !options.allowUnauthorised) unauthorisedHandler?.();
    throw toApiRequestError(response.status, data);
  }
  try {
    return parse(data);
  } catch {
    throw new ApiRequestError({ status: response.status, code: 'unexpected', message: UNEXPECTED_MESSAGE });
  }
}

export function toApiRequestError(status: number, data: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(data);
  if (parsed.success) {
    const { code, message, fields, requestId } = parsed.data.error;
    return new ApiRequestError({ status, code, message, fields, requestId });
  }
  // A proxy or gateway answered instead of the shop (502/503/504 pages are not our JSON).
  if (status >= 502 && status <= 504) {
    return new ApiRequestError({ status, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  return new ApiRequestError({ status, code: 'unexpected', message: UNEXPECTED_MESSAGE });
}
