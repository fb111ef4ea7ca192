import { type UserSummary, userListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const usersQueryKey = ['auth', 'users'] as const;

export function listUsers(options: { signal?: AbortSignal } = {}): Promise<UserSummary[]> {
  return apiRequest('/api/admin/users', userListSchema.parse, { signal: options.signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => listUsers({ signal }) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
