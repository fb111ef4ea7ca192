import { type BatchAddResponse, batchAddResponseSchema, type ProductionEntryInput } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  isNetworkFailure,
  keepStaffSave,
  type StaffSave,
  staffOutboxUser,
} from '../../../lib/staff-outbox.ts';
import { stockQueryKey } from '../../named-queries/index.ts';
import { schedulesQueryKey } from './list-schedules.ts';

export type PostProductionBatchInput = {
  entries: ProductionEntryInput[];
  /** The same key for every retry of one submit, so a lost answer never logs the batch twice. */
  idempotencyKey: string;
};

const PATH = '/dataapi/api/inventory/production/batch/add';

/** POST /api/inventory/production/batch/add (operations.md §7): all entries or none. */
export function postProductionBatch(input: PostProductionBatchInput): Promise<BatchAddResponse> {
  return apiRequest(PATH, batchAddResponseSchema.parse, {
    method: 'POST',
    body: input.entries,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

const productionQueryKeys = [stockQueryKey, schedulesQueryKey];

/**
 * Kept on the phone only when the browser says it is offline as it fails. An answer lost while the
 * phone believes it is online is told as an error with the rows kept, and the person presses again
 * with the same key: the kitchen sees at once that the log may not have landed, instead of it
 * waiting quietly in a queue that a flaky network would never clear.
 */
export async function postOrKeepOffline(
  input: PostProductionBatchInput,
  kept: { label: string; typed: string[] },
  isOffline: () => boolean = () => typeof navigator !== 'undefined' && navigator.onLine === false,
  post: (input: PostProductionBatchInput) => Promise<BatchAddResponse> = postProductionBatch,
): Promise<{ sent: BatchAddResponse } | { kept: StaffSave }> {
  try {
    return { sent: await post(input) };
  } catch (error) {
    if (!isNetworkFailure(error) || !isOffline() || staffOutboxUser() === null) throw error;
    const save = await keepStaffSave({
      ...kept,
      method: 'POST',
      path: PATH,
      body: input.entries,
      key: input.idempotencyKey,
      invalidate: productionQueryKeys,
    });
    return { kept: save };
  }
}

export function usePostProductionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: (variables: { input: PostProductionBatchInput; kept: { label: string; typed: string[] } }) =>
      postOrKeepOffline(variables.input, variables.kept),
    onSuccess: (outcome) => {
      if ('kept' in outcome) return;
      return Promise.all(productionQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
