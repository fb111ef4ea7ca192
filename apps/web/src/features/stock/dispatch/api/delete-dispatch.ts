import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { dispatchPlanQueryKey } from './get-dispatch-plan.ts';
import { dispatchesQueryKey } from './list-dispatches.ts';

/** Delete Dispatch, or Back to Edit's clearing: only a saved one (a dispatched one answers 409). */
export function deleteDispatch(id: number): Promise<void> {
  return apiRequest(`/api/stock/dispatches/${id}`, () => undefined, { method: 'DELETE' });
}

export function useDeleteDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDispatch,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dispatchPlanQueryKey }),
      ]),
  });
}
