import { type Destruction, type DestructionListQuery, destructionListSchema } from '@kadai/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const destructionsQueryKey = ['destruction', 'list'] as const;

const search = (query: DestructionListQuery) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();

/** Stock destroyed in a period, newest first; nothing is asked while the period is not a valid one. */
export function useDestructions(query: DestructionListQuery | null) {
  return useQuery({
    queryKey: [...destructionsQueryKey, query],
    queryFn:
      query === null
        ? skipToken
        : ({ signal }) =>
            apiRequest<Destruction[]>(`/api/destruction?${search(query)}`, destructionListSchema.parse, {
              signal,
            }),
  });
}

export const destructionsExportUrl = (query: DestructionListQuery) =>
  `/api/destruction/export.xlsx?${search(query)}`;
export const destructionPhotoUrl = (photoId: number) => `/api/destruction/photos/${photoId}`;
