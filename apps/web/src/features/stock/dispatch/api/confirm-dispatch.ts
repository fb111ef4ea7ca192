import { type ConfirmDispatchRequest, type Dispatch, dispatchSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { transportQueryKey } from '../../transport/api/list-transport.ts';
import { tripsQueryKey } from '../../transport/api/list-trips.ts';
import { dispatchPlanQueryKey } from './get-dispatch-plan.ts';
import { dispatchesQueryKey } from './list-dispatches.ts';

/** Submit on a dispatch block: the stock leaves the warehouse with this driver and vehicle. */
export function confirmDispatch(input: { id: number; request: ConfirmDispatchRequest }): Promise<Dispatch> {
  return apiRequest(`/api/stock/dispatches/${input.id}/confirm`, dispatchSchema.parse, {
    method: 'POST',
    body: input.request,
  });
}

export function useConfirmDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDispatch,
    // Also after a refusal: a driver another dispatcher just booked shows as busy.
    onSettled: () =>
      Promise.all(
        [dispatchesQueryKey, dispatchPlanQueryKey, transportQueryKey, tripsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
