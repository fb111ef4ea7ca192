import { type SignedUser, signedUserSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiRequestError } from '../../../lib/api-client.ts';
import { keepSignedUser, keptSignedUser } from '../utils/kept-signed-user.ts';

export const signedUserQueryKey = ['auth', 'signed-user'] as const;

/**
 * The signed-in staff member, or null when there is no session (the server answered 401). With the
 * network off, the one last signed in on this phone: a staff page reopened in a dead zone shows.
 */
export async function getSignedUser(signal?: AbortSignal): Promise<SignedUser | null> {
  try {
    const user = await apiRequest('/dataapi/api/common/is-signed-user', signedUserSchema.parse, {
      signal,
      allowUnauthorised: true,
    });
    keepSignedUser(user);
    return user;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) {
      keepSignedUser(null);
      return null;
    }
    const kept = isApiRequestError(error) && error.code === 'network' ? keptSignedUser() : null;
    if (kept) return kept;
    throw error;
  }
}

export const signedUserQueryOptions = () =>
  queryOptions({
    queryKey: signedUserQueryKey,
    queryFn: ({ signal }) => getSignedUser(signal),
    staleTime: 60_000,
    // Asked even offline (not paused until the network is back), so the phone's kept user answers.
    networkMode: 'offlineFirst',
  });

export function useSignedUser() {
  return useQuery(signedUserQueryOptions());
}
