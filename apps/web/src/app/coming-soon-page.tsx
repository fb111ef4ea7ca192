import { Result } from 'antd';
import { Link } from 'react-router';
import { DASHBOARD_PATH } from './staff-layout.tsx';

/**
 * A staff screen the registry names but nobody has built yet: it answers inside the staff frame,
 * under its own title, with the way back, rather than as the shop's "page not found".
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="Coming soon: this page is not built yet."
      extra={<Link to={DASHBOARD_PATH}>Back to the dashboard</Link>}
    />
  );
}
