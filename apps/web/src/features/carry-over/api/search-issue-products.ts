import { type IssueProduct, issueProductListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function searchIssueProducts(
  search: string,
  options: { signal?: AbortSignal } = {},
): Promise<IssueProduct[]> {
  return apiRequest(
    `/api/carry-over/issue-products?${new URLSearchParams({ search })}`,
    issueProductListSchema.parse,
    { signal: options.signal },
  );
}

/** Products matching what was typed (from two characters). */
export function useIssueProducts(search: string) {
  const needle = search.trim();
  return useQuery({
    queryKey: ['carry-over', 'issue-products', needle],
    queryFn: ({ signal }) => searchIssueProducts(needle, { signal }),
    enabled: needle.length >= 2,
    staleTime: 60_000,
  });
}
