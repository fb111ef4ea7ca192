import {
  type RecordPackingRequest,
  type RecordPackingResponse,
  recordPackingResponseSchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NewStaffSave, sendOrKeep } from '../../../lib/staff-outbox.ts';
import { outletTodoQueryKey } from './get-outlet-todo.ts';
import { packingDayQueryKey } from './get-packing-day.ts';

export type RecordPackingInput = {
  request: RecordPackingRequest;
  /** The same key for every retry of one submit, so a lost answer never records the packs twice. */
  idempotencyKey: string;
};

/** Record packs made from the day's production entries, all or none. */
export function recordPacking(input: RecordPackingInput): Promise<RecordPackingResponse> {
  return apiRequest('/api/packing/entries', recordPackingResponseSchema.parse, {
    method: 'POST',
    body: input.request,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useRecordPacking() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: (input: RecordPackingInput & { kept: Pick<NewStaffSave, 'label' | 'typed'> }) =>
      sendOrKeep({
        send: () => recordPacking(input),
        save: {
          ...input.kept,
          method: 'POST',
          path: '/api/packing/entries',
          body: input.request,
          key: input.idempotencyKey,
          invalidate: [packingDayQueryKey, outletTodoQueryKey],
        },
      }),
    onSettled: (result) =>
      (result && 'kept' in result) ||
      Promise.all([
        queryClient.invalidateQueries({ queryKey: packingDayQueryKey }),
        queryClient.invalidateQueries({ queryKey: outletTodoQueryKey }),
      ]),
  });
}
