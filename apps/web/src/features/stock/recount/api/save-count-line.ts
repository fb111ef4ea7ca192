import { type CountLineRequest, type RecountRow, recountRowSchema } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** What the shelf holds of one product (null clears it); the answer is the row as the server now has it. */
export function saveCountLine(countId: number, request: CountLineRequest): Promise<RecountRow> {
  return apiRequest(`/api/stock/recounts/${countId}/lines`, recountRowSchema.parse, {
    method: 'PUT',
    body: request,
  });
}

/** Saves in flight carry this key: Submit waits for them (useIsMutating). */
export const saveCountLineMutationKey = ['stock', 'count-line'] as const;

export function useSaveCountLine(countId: number) {
  return useMutation({
    mutationKey: saveCountLineMutationKey,
    mutationFn: (request: CountLineRequest) => saveCountLine(countId, request),
  });
}
