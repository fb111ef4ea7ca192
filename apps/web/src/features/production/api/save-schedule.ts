import { type SaveScheduleRequest, type Schedule, scheduleSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';
import { schedulesQueryKey } from './list-schedules.ts';

export type SaveScheduleInput = {
  request: SaveScheduleRequest;
  /** The same key for every retry of one submit, so a lost answer never saves a second schedule. */
  idempotencyKey: string;
};

export function saveSchedule(input: SaveScheduleInput): Promise<Schedule> {
  return apiRequest('/api/production/schedules', scheduleSchema.parse, {
    method: 'POST',
    body: input.request,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
      ]),
  });
}
