import { type PlanDraft, planDraftSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function planDraftQueryKey(teamId: string) {
  return ['production', 'plan-draft', teamId] as const;
}

/**
 * What the signed-in user typed on /planning for the team today, kept on the server so a session
 * that ends loses nothing.
 */
export function getPlanDraft(options: { teamId: string; signal?: AbortSignal }): Promise<PlanDraft> {
  const search = new URLSearchParams({ teamId: options.teamId });
  return apiRequest(`/api/production/plan-drafts?${search}`, planDraftSchema.parse, {
    signal: options.signal,
  });
}

/**
 * Read once per visit of the page: the boxes are seeded from it when the page opens, and after that
 * the boxes are the truth (a later refetch must not overwrite what is being typed).
 */
export function usePlanDraft(teamId: string) {
  return useQuery({
    queryKey: planDraftQueryKey(teamId),
    queryFn: ({ signal }) => getPlanDraft({ teamId, signal }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
