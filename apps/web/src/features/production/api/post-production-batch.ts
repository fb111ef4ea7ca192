import { type BatchAddResponse, batchAddResponseSchema, type ProductionEntryInput } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NewStaffSave, sendOrKeep } from '../../../lib/staff-outbox.ts';
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

/** Posts the batch, or with the network away keeps it on the phone under the same key (`kept`). */
export function usePostProductionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: (input: PostProductionBatchInput & { kept: Pick<NewStaffSave, 'label' | 'typed'> }) =>
      sendOrKeep({
        send: () => postProductionBatch(input),
        save: {
          ...input.kept,
          method: 'POST',
          path: '/dataapi/api/inventory/production/batch/add',
          body: input.entries,
          key: input.idempotencyKey,
          invalidate: [stockQueryKey, schedulesQueryKey],
        },
      }),
    onSuccess: (result) =>
      'kept' in result ||
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
      ]),
  });
}
