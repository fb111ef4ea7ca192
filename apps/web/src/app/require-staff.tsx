import { type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { signedUserQueryOptions } from '../features/auth/api/get-signed-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { loginPathFor } from './login-path.ts';

/** Staff pages need a session: without one, sign in first and come back to the page asked for. */
export async function requireStaffLoader({ request }: LoaderFunctionArgs) {
  const user = await queryClient.fetchQuery(signedUserQueryOptions());
  if (!user) throw redirect(loginPathFor(new URL(request.url)));
  return null;
}

export function RequireStaff() {
  return <Outlet />;
}
