import type { UserSummary } from '@kadai/contract';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useUpdateUser } from '../api/update-user.ts';

/** Edit, Reset password, and Disable / Enable (or Unlock) for one row of the users list. */
export function UserActions({
  user,
  isSelf,
  onEdit,
  onResetPassword,
  onChanged,
  onFailed,
}: {
  user: UserSummary;
  isSelf: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onChanged: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const updateUser = useUpdateUser();
  const setDisabled = (disabled: boolean, done: string) =>
    updateUser.mutate(
      { userId: user.id, changes: { disabled } },
      { onSuccess: () => onChanged(done), onError: (error) => onFailed(error.message) },
    );

  return (
    <Space size={4} wrap>
      <Button size="small" onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" onClick={onResetPassword}>
        Reset password
      </Button>
      {user.disabled ? (
        <Popconfirm
          title={`Enable ${user.displayName}?`}
          description="They can sign in again with their password."
          okText="Yes, enable"
          onConfirm={() => setDisabled(false, `${user.displayName} is enabled`)}
        >
          <Button size="small" loading={updateUser.isPending}>
            Enable
          </Button>
        </Popconfirm>
      ) : isSelf ? (
        // The server refuses it too: the last way back in must not be locked by a slip of the mouse.
        <Tooltip title="You cannot disable yourself">
          <Button size="small" danger disabled>
            Disable
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={`Disable ${user.displayName}?`}
          description="They are signed out at once and cannot sign in until enabled again."
          okText="Yes, disable"
          okButtonProps={{ danger: true }}
          onConfirm={() => setDisabled(true, `${user.displayName} is disabled`)}
        >
          <Button size="small" danger loading={updateUser.isPending}>
            Disable
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
