import {
  createUserRequestSchema,
  ROLE_LABELS,
  ROLES,
  type Role,
  type UserSummary,
  updateUserRequestSchema,
} from '@kadai/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { showFieldErrors, showRequestError, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useOutlets, useStores, useTeams } from '../../organisation/index.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ALL_SCOPE, fromScopeValue, toScopeValue } from './user-scope.ts';

interface UserFormValues {
  username: string;
  displayName: string;
  role: Role;
  teamId: string;
  outletId: string;
  storeId: string;
  password: string;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The fields on screen for a role: scope only for production (team), outlet and store-staff (store) users. */
function visibleFields(mode: 'create' | 'edit', role: Role | undefined): string[] {
  return [
    ...(mode === 'create' ? ['username'] : []),
    'displayName',
    'role',
    ...(role === 'production' ? ['teamId'] : []),
    ...(role === 'outlet' ? ['outletId'] : []),
    ...(role === 'store-staff' ? ['storeId'] : []),
    ...(mode === 'create' ? ['password'] : []),
  ];
}

/**
 * Add a user (no `user`) or change one's name, role and scope. The contract's schema checks the
 * form first, so the messages are the server's; what only the server knows (a taken username)
 * comes back from it and lands under the same fields.
 */
export function UserFormModal({
  user,
  onClose,
  onSaved,
}: {
  user?: UserSummary;
  onClose: () => void;
  onSaved: (user: UserSummary) => void;
}) {
  const mode = user ? 'edit' : 'create';
  const [form] = Form.useForm<UserFormValues>();
  const role = Form.useWatch('role', form) ?? user?.role;
  const teams = useTeams();
  const outlets = useOutlets();
  const stores = useStores();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = createUser.isPending || updateUser.isPending;

  const teamOptions = [
    { value: ALL_SCOPE, label: 'All teams' },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];
  const outletOptions = [
    { value: ALL_SCOPE, label: 'All outlets' },
    ...(outlets.data ?? [])
      .filter((outlet) => outlet.type === 'outlet')
      .map((outlet) => ({ value: outlet.id, label: outlet.name })),
  ];

  const storeOptions = [
    { value: ALL_SCOPE, label: 'All stores' },
    ...(stores.data ?? []).map((store) => ({ value: store.id, label: store.name })),
  ];

  const onFinish = (values: UserFormValues) => {
    setProblem(null);
    const fields = visibleFields(mode, values.role);
    const scope = {
      teamId: values.role === 'production' ? fromScopeValue(values.teamId) : null,
      outletId: values.role === 'outlet' ? fromScopeValue(values.outletId) : null,
      storeId: values.role === 'store-staff' ? fromScopeValue(values.storeId) : null,
    };
    const onError = (error: unknown) => setProblem(showRequestError(form, error, fields));

    if (!user) {
      const parsed = createUserRequestSchema.safeParse({
        username: values.username ?? '',
        displayName: values.displayName ?? '',
        role: values.role,
        ...scope,
        password: values.password ?? '',
      });
      if (!parsed.success) {
        showFieldErrors(form, zodFieldErrors(parsed.error), fields);
        return;
      }
      createUser.mutate(parsed.data, { onSuccess: onSaved, onError });
      return;
    }
    const parsed = updateUserRequestSchema.safeParse({
      displayName: values.displayName ?? '',
      role: values.role,
      ...scope,
    });
    if (!parsed.success) {
      showFieldErrors(form, zodFieldErrors(parsed.error), fields);
      return;
    }
    updateUser.mutate({ userId: user.id, changes: parsed.data }, { onSuccess: onSaved, onError });
  };

  return (
    <Modal
      open
      title={user ? `Edit ${user.username}` : 'Add user'}
      okText={user ? 'Save' : 'Add user'}
      onOk={() => form.submit()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<UserFormValues>
        form={form}
        name={user ? `edit-user-${user.id}` : 'add-user'}
        layout="vertical"
        requiredMark={false}
        disabled={pending}
        onFinish={onFinish}
        initialValues={{
          displayName: user?.displayName ?? '',
          role: user?.role ?? 'production',
          teamId: toScopeValue(user?.teamId ?? null),
          outletId: toScopeValue(user?.outletId ?? null),
          storeId: toScopeValue(user?.storeId ?? null),
        }}
      >
        {!user && (
          <Form.Item
            label="Username"
            name="username"
            extra="3 to 40 characters: lower-case letters, digits, dot, dash or underscore."
          >
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        )}
        <Form.Item label="Display name" name="displayName" extra="Shown in the header as 'Logged in as …'.">
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        {role === 'production' && (
          <Form.Item label="Team" name="teamId">
            <Select options={teamOptions} loading={teams.isPending} />
          </Form.Item>
        )}
        {role === 'outlet' && (
          <Form.Item label="Outlet" name="outletId">
            <Select options={outletOptions} loading={outlets.isPending} />
          </Form.Item>
        )}
        {role === 'store-staff' && (
          <Form.Item label="Store" name="storeId">
            <Select options={storeOptions} loading={stores.isPending} />
          </Form.Item>
        )}
        {!user && (
          <Form.Item label="Password" name="password" extra="At least 10 characters.">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
