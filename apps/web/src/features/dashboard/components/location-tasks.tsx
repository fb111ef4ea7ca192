import { taskCards } from '@kadai/contract';
import { Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { useOutlets } from '../../organisation/index.ts';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { MissingChoice } from './missing-choice.tsx';
import { TaskCardGrid } from './task-card-grid.tsx';

/** page=location-specific&outletId=…: the five task cards of one outlet, titled with its name. */
export function LocationTasks() {
  const [params] = useSearchParams();
  const outlets = useOutlets();
  const outletId = params.get('outletId');
  if (!outletId) return <MissingChoice title="No outlet chosen" />;
  if (outlets.isPending) return <Skeleton active />;
  if (outlets.isError) {
    return <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />;
  }
  const outlet = outlets.data.find((o) => o.id === outletId && o.type === 'outlet');
  if (!outlet) return <MissingChoice title={`No outlet "${outletId}"`} />;
  return (
    <>
      <BackToDashboard here={outlet.name} />
      <Typography.Title level={2}>{outlet.name}</Typography.Title>
      <Typography.Paragraph type="secondary">Location Specific Tasks</Typography.Paragraph>
      <TaskCardGrid cards={taskCards('outlet', { outletId: outlet.id })} />
    </>
  );
}
