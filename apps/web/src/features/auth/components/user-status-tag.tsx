import type { UserSummary } from '@kadai/contract';
import { Tag } from 'antd';

export type UserStatus = 'Active' | 'Disabled';

// No 'Locked': wrong passwords slow down the address that sent them, never the account.
export function userStatus(user: UserSummary): UserStatus {
  return user.disabled ? 'Disabled' : 'Active';
}

export function UserStatusTag({ user }: { user: UserSummary }) {
  const status = userStatus(user);
  return <Tag color={status === 'Active' ? 'green' : 'red'}>{status}</Tag>;
}
