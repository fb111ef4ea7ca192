import { useCallback, useMemo, useRef } from 'react';
import { isApiRequestError } from './api-client.ts';
import { newUuid } from './uuid.ts';

/** The Idempotency-Key last sent, and the request body it was sent with. */
export type SubmitKey = { body: string; key: string };

/**
 * The key for sending `body`. The server remembers a key with the body it first came with: the same
 * key and the same body is the same write (a retry after a lost answer saves nothing twice), the
 * same key with another body is refused. So the key is kept while the very same body is sent again,
 * and a body that changed (a quantity edited after a failure) gets a new key: it is another write.
 */
export function nextSubmitKey(previous: SubmitKey | null, body: string, makeKey = newUuid): SubmitKey {
  return previous?.body === body ? previous : { body, key: makeKey() };
}

/**
 * The Idempotency-Key of one form's submits, by nextSubmitKey's rule. Once a write is acknowledged
 * the key is let go: the next press, even with an identical body (the same order placed again), is
 * a new write and gets a new key. A key the server refused as used with another body is let go too.
 */
export function useSubmitKey() {
  const last = useRef<SubmitKey | null>(null);

  /** The key to send `request` with (compared as its JSON). */
  const keyFor = useCallback((request: unknown): string => {
    last.current = nextSubmitKey(last.current, JSON.stringify(request));
    return last.current.key;
  }, []);

  const succeeded = useCallback(() => {
    last.current = null;
  }, []);

  const failed = useCallback((error: unknown) => {
    if (isApiRequestError(error) && error.code === 'idempotency_mismatch') last.current = null;
  }, []);

  return useMemo(() => ({ keyFor, succeeded, failed }), [keyFor, succeeded, failed]);
}
