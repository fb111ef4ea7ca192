import type { UserSummary } from '@kadai/contract';
import { Tag, Tooltip } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';

export type UserStatus = 'Active' | 'Disabled' | 'Locked';

export function userStatus(user: UserSummary): UserStatus {
  if (user.disabled) return 'Disabled';
  if (user.lockedUntil) return 'Locked';
  return 'Active';
}

export function UserStatusTag({ user }: { user: UserSummary }) {
  const status = userStatus(user);
  if (status === 'Locked' && user.lockedUntil) {
    return (
      <Tooltip title={`Too many wrong passwords; locked until ${formatDateTime(user.lockedUntil)}`}>
        <Tag color="orange">Locked</Tag>
      </Tooltip>
    );
  }
  return <Tag color={status === 'Active' ? 'green' : 'red'}>{status}</Tag>;
}
