import { loginResponseSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { keepSignedUser } from '../utils/kept-signed-user.ts';
import { signedUserQueryKey } from './get-signed-user.ts';

function basic(username: string, password: string): string {
  // btoa takes Latin-1 only; encode UTF-8 first so any password works.
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** POST /dataapi/login with Basic credentials; the server sets the HttpOnly session cookie. */
export async function signIn(credentials: { username: string; password: string }) {
  const user = await apiRequest('/dataapi/login', loginResponseSchema.parse, {
    method: 'POST',
    headers: { Authorization: basic(credentials.username, credentials.password) },
    allowUnauthorised: true,
  });
  keepSignedUser(user);
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      // Another person's cached lists must not show under this user's name.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalogue' });
      queryClient.setQueryData(signedUserQueryKey, user);
    },
  });
}
