import { type CountApproval, countApprovalListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const countApprovalsQueryKey = ['stock', 'count-approvals'] as const;

/** Recounted differences above the threshold, waiting for an admin. */
export function listCountApprovals(
  outletId: string,
  options: { signal?: AbortSignal } = {},
): Promise<CountApproval[]> {
  return apiRequest(
    `/api/stock/recounts/approvals?${new URLSearchParams({ outletId })}`,
    countApprovalListSchema.parse,
    { signal: options.signal },
  );
}

export function useCountApprovals(outletId: string) {
  return useQuery({
    queryKey: [...countApprovalsQueryKey, outletId],
    queryFn: ({ signal }) => listCountApprovals(outletId, { signal }),
  });
}
