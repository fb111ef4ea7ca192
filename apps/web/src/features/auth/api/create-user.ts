import { type CreateUserRequest, type UserSummary, userSummarySchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

export function createUser(request: CreateUserRequest): Promise<UserSummary> {
  return apiRequest('/api/admin/users', userSummarySchema.parse, { method: 'POST', body: request });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
