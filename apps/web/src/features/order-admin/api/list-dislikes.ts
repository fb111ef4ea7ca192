import { type DislikeReport, type DislikesQuery, dislikeReportSchema } from '@kadai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function search(query: DislikesQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.size > 0 ? `?${params}` : '';
}

/** What customers disliked in the period: counts by item and every comment. */
export function useDislikes(query: DislikesQuery) {
  return useQuery({
    queryKey: ['verification', 'dislikes', query.from ?? '', query.to ?? ''],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/verification/dislikes${search(query)}`, dislikeReportSchema.parse, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same period as XLSX: a plain link, the session cookie goes along and the server names the file. */
export function exportDislikesUrl(query: DislikesQuery): string {
  return `/api/admin/verification/dislikes/export.xlsx${search(query)}`;
}

export type { DislikeReport };
