import { type ConfirmScheduleResponse, confirmScheduleResponseSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';
import { schedulesQueryKey } from './list-schedules.ts';

export type ConfirmScheduleInput = {
  scheduleId: number;
  /** Reused on a retry; the server confirms a schedule once either way (no second mail). */
  idempotencyKey: string;
};

export function confirmSchedule(input: ConfirmScheduleInput): Promise<ConfirmScheduleResponse> {
  return apiRequest(
    `/api/production/schedules/${input.scheduleId}/confirm`,
    confirmScheduleResponseSchema.parse,
    { method: 'POST', headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export function useConfirmSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSchedule,
    // The batch leaves the open list and its entries join today's ready-for-production.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
      ]),
  });
}

/** The sheet of a batch (the same bytes the admin got by mail); a plain link, the cookie goes along. */
export function scheduleSheetUrl(scheduleId: number): string {
  return `/api/production/schedules/${scheduleId}/export.xlsx`;
}
