import { type UpdateUserRequest, type UserSummary, userSummarySchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

/** Name, role, scope, or disabled (disabling ends the user's sessions on the server). */
export function updateUser(input: { userId: number; changes: UpdateUserRequest }): Promise<UserSummary> {
  return apiRequest(`/api/admin/users/${input.userId}`, userSummarySchema.parse, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData<UserSummary[]>(usersQueryKey, (users) =>
        users?.map((u) => (u.id === user.id ? user : u)),
      );
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
