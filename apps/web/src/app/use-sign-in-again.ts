import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signedUserQueryKey } from '../features/auth/api/get-signed-user.ts';
import { keepSignedUser } from '../features/auth/utils/kept-signed-user.ts';
import { setUnauthorisedHandler } from '../lib/api-client.ts';
import { loginPathFor } from './login-path.ts';

/** Any 401 on a staff page: the session is gone, so sign in again and come back here. */
export function useSignInAgainOn401(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorisedHandler(() => {
      queryClient.setQueryData(signedUserQueryKey, null);
      // Nor is the phone's copy of who was signed in kept: an offline reopen would still show them.
      keepSignedUser(null);
      if (window.location.pathname !== '/adminlogin') navigate(loginPathFor(window.location));
    });
    return () => setUnauthorisedHandler(null);
  }, [navigate, queryClient]);
}
