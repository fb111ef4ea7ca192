import { type Dispatch, dispatchSchema, type SaveDispatchRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { dispatchPlanQueryKey } from './get-dispatch-plan.ts';
import { dispatchesQueryKey } from './list-dispatches.ts';

/** Submit on Daily Dispatch: saved on the server (a cleared browser keeps it); nothing moves yet. */
export function saveDispatch(request: SaveDispatchRequest): Promise<Dispatch> {
  return apiRequest('/api/stock/dispatches', dispatchSchema.parse, { method: 'PUT', body: request });
}

export function useSaveDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDispatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dispatchPlanQueryKey }),
      ]),
  });
}
