import { type DispatchPlan, dispatchPlanSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const dispatchPlanQueryKey = ['stock', 'dispatch-plan'] as const;

/** Daily Dispatch's table: what planning sends the outlet today, and what the warehouse holds. */
export function getDispatchPlan(
  query: { teamId: string; outletId: string },
  options: { signal?: AbortSignal } = {},
): Promise<DispatchPlan> {
  return apiRequest(`/api/stock/dispatch-plan?${new URLSearchParams(query)}`, dispatchPlanSchema.parse, {
    signal: options.signal,
  });
}

export function useDispatchPlan(teamId: string, outletId: string | undefined) {
  return useQuery({
    queryKey: [...dispatchPlanQueryKey, teamId, outletId ?? ''],
    queryFn: ({ signal }) => getDispatchPlan({ teamId, outletId: outletId as string }, { signal }),
    enabled: Boolean(outletId),
  });
}
