import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';
import { schedulesQueryKey } from './list-schedules.ts';

/** Back to Edit: the saved schedule goes, so its products return to the schedule page (a confirmed one: 409). */
export function deleteSchedule(scheduleId: number): Promise<void> {
  return apiRequest(`/api/production/schedules/${scheduleId}`, () => undefined, { method: 'DELETE' });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
      ]),
  });
}
