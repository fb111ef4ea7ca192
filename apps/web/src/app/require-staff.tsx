import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { signedUserQueryOptions } from '../features/auth/api/get-signed-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { loginPathFor } from './login-path.ts';

/** The sign-in check, started when a staff route is entered: beside the frame's and the page's code. */
export function startSignInCheck(): void {
  void queryClient.prefetchQuery(signedUserQueryOptions());
}

/**
 * Staff pages need a session: without one, sign in first and come back to the page asked for. Nothing
 * of the page is drawn before the answer (with the network off, the phone's last signed-in user).
 */
export function RequireStaff() {
  const { data: user } = useSuspenseQuery(signedUserQueryOptions());
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
