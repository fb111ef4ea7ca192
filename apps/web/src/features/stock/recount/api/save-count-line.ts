import { type CountLineRequest, type RecountRow, recountRowSchema } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { type NewStaffSave, sendOrKeep } from '../../../../lib/staff-outbox.ts';
import { newUuid } from '../../../../lib/uuid.ts';
import { recountQueryKey } from './get-recount.ts';

const pathOf = (countId: number) => `/api/stock/recounts/${countId}/lines`;

/** What the shelf holds of one product (null clears it); the answer is the row as the server now has it. */
export function saveCountLine(countId: number, request: CountLineRequest, key: string): Promise<RecountRow> {
  return apiRequest(pathOf(countId), recountRowSchema.parse, {
    method: 'PUT',
    body: request,
    headers: { 'Idempotency-Key': key },
  });
}

/** Saves in flight carry this key: Submit waits for them (useIsMutating). */
export const saveCountLineMutationKey = ['stock', 'count-line'] as const;

/**
 * Saves a line, or, with the network away, keeps it on the phone to be sent when it is back. Each
 * figure typed has its own Idempotency-Key, kept with it: a resend after a lost answer must not
 * write the line again at a later moment of the ledger (the server then answers with the line as
 * first written).
 */
export function useSaveCountLine(countId: number) {
  return useMutation({
    mutationKey: saveCountLineMutationKey,
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: (variables: { request: CountLineRequest; kept: Pick<NewStaffSave, 'label' | 'typed'> }) => {
      const key = newUuid();
      return sendOrKeep({
        send: () => saveCountLine(countId, variables.request, key),
        save: {
          ...variables.kept,
          method: 'PUT',
          path: pathOf(countId),
          body: variables.request,
          key,
          invalidate: [recountQueryKey],
        },
      });
    },
  });
}
