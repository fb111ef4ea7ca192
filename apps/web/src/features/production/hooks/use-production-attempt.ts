import { useMemo } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';

/** What the server said about a failed post: its field messages, else its message. */
export function failureDetail(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.fields.length > 0) return error.fields.map((field) => field.message).join('; ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The Idempotency-Key of one submit (useSubmitKey), and a failure told in the server's words. */
export function useProductionAttempt() {
  const submitKey = useSubmitKey();
  return useMemo(
    () => ({
      keyFor: submitKey.keyFor,
      succeeded: submitKey.succeeded,
      failed: (error: unknown): string => {
        submitKey.failed(error);
        return failureDetail(error);
      },
    }),
    [submitKey],
  );
}
