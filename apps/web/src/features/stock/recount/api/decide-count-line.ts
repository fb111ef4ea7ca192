import type { DecideCountLineRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { recountQueryKey } from './get-recount.ts';
import { countApprovalsQueryKey } from './list-count-approvals.ts';

/** An admin approves (posts) or rejects a recounted difference above the threshold. */
export function decideCountLine(lineId: number, request: DecideCountLineRequest): Promise<void> {
  return apiRequest(`/api/stock/recounts/lines/${lineId}/decide`, () => undefined, {
    method: 'POST',
    body: request,
  });
}

export function useDecideCountLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lineId: number } & DecideCountLineRequest) =>
      decideCountLine(input.lineId, { decision: input.decision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recountQueryKey }),
        queryClient.invalidateQueries({ queryKey: countApprovalsQueryKey }),
      ]),
  });
}
