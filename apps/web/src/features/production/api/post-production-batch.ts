import { type BatchAddResponse, batchAddResponseSchema, type ProductionEntryInput } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';
import { schedulesQueryKey } from './list-schedules.ts';

export type PostProductionBatchInput = {
  entries: ProductionEntryInput[];
  /** The same key for every retry of one submit, so a lost answer never logs the batch twice. */
  idempotencyKey: string;
};

/** POST /api/inventory/production/batch/add (operations.md §7): all entries or none. */
export function postProductionBatch(input: PostProductionBatchInput): Promise<BatchAddResponse> {
  return apiRequest('/dataapi/api/inventory/production/batch/add', batchAddResponseSchema.parse, {
    method: 'POST',
    body: input.entries,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function usePostProductionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProductionBatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
      ]),
  });
}
