import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_MESSAGES } from '@kadai/contract';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignIn } from '../api/sign-in.ts';
import { safeNext } from '../utils/safe-next.ts';

interface LoginValues {
  username: string;
  password: string;
}

/** /adminlogin: operations.md §5 messages; success goes to /links, or back to the page that sent the person here. */
export function AdminLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();

  const onFinish = (values: LoginValues) => {
    signIn.mutate(values, { onSuccess: () => navigate(safeNext(params.get('next')), { replace: true }) });
  };

  return (
    <div className="staff-login">
      <Card className="staff-login__card">
        {/* An h2 under the frame's h1 (no heading level skipped), at the size it had as an h3. */}
        <Typography.Title level={2} style={{ fontSize: 24 }}>
          Staff sign-in
        </Typography.Title>
        {params.get('next') && (
          <Typography.Paragraph type="secondary">Please sign in to continue.</Typography.Paragraph>
        )}
        <Form<LoginValues>
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          disabled={signIn.isPending}
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, whitespace: true, message: LOGIN_MESSAGES.username }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoCapitalize="none" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: LOGIN_MESSAGES.password }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {signIn.error && (
            <Alert type="error" showIcon title={signIn.error.message} className="staff-login__error" />
          )}
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
