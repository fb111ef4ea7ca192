import type { Role } from '@kadai/contract';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useSignedUser } from '../features/auth/api/get-signed-user.ts';
import { canSee } from './staff-menu.tsx';

/**
 * Shows a page only to the roles it is for. The server checks every call anyway; this spares a
 * person a page of errors when their role cannot use it.
 */
export function RequireRole({ roles, children }: { roles: 'all' | readonly Role[]; children: ReactNode }) {
  const { data: user } = useSignedUser();
  if (!canSee(roles, user?.role)) {
    return (
      <Result
        status="403"
        title="Not for your role"
        subTitle="Your account cannot use this page. Ask an admin if you need it."
      />
    );
  }
  return children;
}
