import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { dashboardPath } from '../links.ts';

/** The way back from a team's or an outlet's tasks to the dashboard. */
export function BackToDashboard({ here }: { here: string }) {
  return (
    <Breadcrumb
      className="dashboard-breadcrumb"
      items={[{ title: <Link to={dashboardPath()}>Dashboard</Link> }, { title: here }]}
    />
  );
}
