import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { ROLE_LABELS, type UserSummary } from '@kadai/contract';
import { Button, Flex, Input, message, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useOutlets, useStores, useTeams } from '../../organisation/index.ts';
import { useSignedUser } from '../api/get-signed-user.ts';
import { useUsers } from '../api/list-users.ts';
import { ResetPasswordModal } from '../components/reset-password-modal.tsx';
import { UserActions } from '../components/user-actions.tsx';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { scopeLabel } from '../components/user-scope.ts';
import { UserStatusTag, userStatus } from '../components/user-status-tag.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserSummary } | { kind: 'password'; user: UserSummary };

function UsersList() {
  const phone = useIsPhone();
  const users = useUsers();
  const teams = useTeams();
  const outlets = useOutlets();
  const stores = useStores();
  const { data: me } = useSignedUser();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, noticeHolder] = message.useMessage();

  const rows = useMemo(() => {
    const lists = { teams: teams.data, outlets: outlets.data, stores: stores.data };
    return (users.data ?? []).map((user) => ({ ...user, scope: scopeLabel(user, lists) }));
  }, [users.data, teams.data, outlets.data, stores.data]);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return rows;
    return rows.filter((row) => {
      const text = [row.username, row.displayName, ROLE_LABELS[row.role], row.scope, userStatus(row)]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [rows, search]);

  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: 'Username', dataIndex: 'username', sorter: (a, b) => a.username.localeCompare(b.username) },
    {
      title: 'Display name',
      dataIndex: 'displayName',
      sorter: (a, b) => a.displayName.localeCompare(b.displayName),
    },
    { title: 'Role', dataIndex: 'role', render: (_, row) => ROLE_LABELS[row.role] },
    { title: 'Team / outlet / store', dataIndex: 'scope' },
    { title: 'Status', key: 'status', render: (_, row) => <UserStatusTag user={row} /> },
    {
      title: 'Last sign-in',
      dataIndex: 'lastLoginAt',
      render: (_, row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <UserActions
          user={row}
          isSelf={row.id === me?.id}
          onEdit={() => setDialog({ kind: 'edit', user: row })}
          onResetPassword={() => setDialog({ kind: 'password', user: row })}
          onChanged={(text) => notice.success(text)}
          onFailed={(text) => notice.error(text)}
        />
      ),
    },
  ];

  return (
    <>
      {noticeHolder}
      <Flex justify="space-between" align="center" gap={12} wrap className="users-page__head">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Users
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          Add user
        </Button>
      </Flex>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search users"
        aria-label="Search users"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360, margin: '16px 0' }}
      />
      {users.isError ? (
        <LoadError what="the users" error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          loading={users.isPending}
          columns={columns}
          dataSource={shown}
          // As wide as its words on a phone (scrolled sideways); within the page on a laptop, cells wrapping.
          scroll={phone ? { x: 'max-content' } : undefined}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: search ? 'No user matches the search' : 'No users yet' }}
        />
      )}
      {dialog?.kind === 'add' && (
        <UserFormModal
          onClose={() => setDialog(null)}
          onSaved={(user) => {
            setDialog(null);
            notice.success(`Added ${user.username}`);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <UserFormModal
          user={dialog.user}
          onClose={() => setDialog(null)}
          onSaved={(user) => {
            setDialog(null);
            notice.success(`Saved ${user.username}`);
          }}
        />
      )}
      {dialog?.kind === 'password' && (
        <ResetPasswordModal
          user={dialog.user}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            notice.success(`New password set for ${dialog.user.username}`);
          }}
        />
      )}
    </>
  );
}

/** /users: staff accounts, for admins. */
export function UsersPage() {
  return <UsersList />;
}
