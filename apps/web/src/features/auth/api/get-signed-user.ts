import { type SignedUser, signedUserSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiRequestError } from '../../../lib/api-client.ts';

export const signedUserQueryKey = ['auth', 'signed-user'] as const;

/** The signed-in staff member, or null when there is no session (the server answered 401). */
export async function getSignedUser(signal?: AbortSignal): Promise<SignedUser | null> {
  try {
    return await apiRequest('/dataapi/api/common/is-signed-user', signedUserSchema.parse, {
      signal,
      allowUnauthorised: true,
    });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return null;
    throw error;
  }
}

export const signedUserQueryOptions = () =>
  queryOptions({
    queryKey: signedUserQueryKey,
    queryFn: ({ signal }) => getSignedUser(signal),
    staleTime: 60_000,
  });

export function useSignedUser() {
  return useQuery(signedUserQueryOptions());
}
