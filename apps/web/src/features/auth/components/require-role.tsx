import { canOpen, type ScreenRoles } from '@kadai/contract';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useSignedUser } from '../api/get-signed-user.ts';

/**
 * Shows a page only to the roles it is for (the staff-screen registry gives them). The server
 * checks every call anyway; this spares a person a page of errors when their role cannot use it.
 */
export function RequireRole({ roles, children }: { roles: ScreenRoles; children: ReactNode }) {
  const { data: user } = useSignedUser();
  if (!canOpen(roles, user?.role)) {
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
