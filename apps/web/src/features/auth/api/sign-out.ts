import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { keepSignedUser } from '../utils/kept-signed-user.ts';
import { signedUserQueryKey } from './get-signed-user.ts';

export function signOut() {
  // Whatever the server answers, this phone no longer shows them as signed in, offline either.
  keepSignedUser(null);
  return apiRequest('/dataapi/logout', z.object({ ok: z.literal(true) }).parse, {
    method: 'POST',
    allowUnauthorised: true,
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalogue' });
      queryClient.setQueryData(signedUserQueryKey, null);
    },
  });
}
