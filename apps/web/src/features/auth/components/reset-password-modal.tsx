import { resetPasswordRequestSchema, type UserSummary } from '@kadai/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { showFieldErrors, showRequestError, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';

const FIELDS = ['password'];

/** A new password for someone who forgot theirs; their sessions end and a lock is lifted. */
export function ResetPasswordModal({
  user,
  onClose,
  onDone,
}: {
  user: UserSummary;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetUserPassword();
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = (values: { password: string }) => {
    setProblem(null);
    const parsed = resetPasswordRequestSchema.safeParse({ password: values.password ?? '' });
    if (!parsed.success) {
      showFieldErrors(form, zodFieldErrors(parsed.error), FIELDS);
      return;
    }
    reset.mutate(
      { userId: user.id, password: parsed.data.password },
      { onSuccess: onDone, onError: (error) => setProblem(showRequestError(form, error, FIELDS)) },
    );
  };

  return (
    <Modal
      open
      title={`Reset password for ${user.username}`}
      okText="Set password"
      onOk={() => form.submit()}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {user.displayName} is signed out everywhere and signs in with the new password.
      </Typography.Paragraph>
      <Form
        form={form}
        name={`reset-password-${user.id}`}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
      >
        <Form.Item label="New password" name="password" extra="At least 10 characters.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
