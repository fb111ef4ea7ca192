import { type BatchAddResponse, batchAddResponseSchema, type MovementInput } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';

export type PostMovementBatchInput = {
  movements: MovementInput[];
  /** The same key for every retry of the same submit, so a lost answer never plans twice. */
  idempotencyKey: string;
};

/** POST /dataapi/api/inventory/product-movement/batch/add: all the rows in one transaction, or none. */
export function postMovementBatch(input: PostMovementBatchInput): Promise<BatchAddResponse> {
  return apiRequest('/dataapi/api/inventory/product-movement/batch/add', batchAddResponseSchema.parse, {
    method: 'POST',
    body: input.movements,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function usePostMovementBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMovementBatch,
    // Returned, so the mutation stays pending until the lists are fresh: planned products leave
    // the table before the dialog closes, never after.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}
