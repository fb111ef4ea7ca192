import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './list-users.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** Sets a new password; the server also ends the user's sessions and unlocks the account. */
export function resetUserPassword(input: { userId: number; password: string }) {
  return apiRequest(`/api/admin/users/${input.userId}/password`, okSchema.parse, {
    method: 'POST',
    body: { password: input.password },
  });
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    // The account may have been locked: its status in the list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
