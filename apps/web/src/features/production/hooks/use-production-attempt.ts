import { useCallback, useMemo, useRef } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { newUuid } from '../../../lib/uuid.ts';

/** What the server said about a failed post: its field messages, else its message. */
export function failureDetail(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.fields.length > 0) return error.fields.map((field) => field.message).join('; ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Idempotency-Key of one submit: made on the first try and reused while the same thing is sent
 * again (a retry after a lost answer), new once it succeeded or what is sent changed.
 */
export function useProductionAttempt() {
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const keyFor = useCallback((sent: unknown): string => {
    const body = JSON.stringify(sent);
    if (attempt.current?.body !== body) attempt.current = { body, key: newUuid() };
    return attempt.current.key;
  }, []);

  const succeeded = useCallback(() => {
    attempt.current = null;
  }, []);

  /** The failure's detail; a key the server saw with another body is dropped so the retry gets a new one. */
  const failed = useCallback((error: unknown): string => {
    if (isApiRequestError(error) && error.code === 'idempotency_mismatch') attempt.current = null;
    return failureDetail(error);
  }, []);

  return useMemo(() => ({ keyFor, succeeded, failed }), [keyFor, succeeded, failed]);
}
