import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { dashboardPath } from '../links.ts';

/** A task page opened without (or with an unknown) team or outlet: send the person to pick one. */
export function MissingChoice({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={title}
      subTitle="Pick one on the dashboard."
      extra={
        <Button type="primary" onClick={() => navigate(dashboardPath())}>
          Back to the dashboard
        </Button>
      }
    />
  );
}
