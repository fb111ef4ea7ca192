import { taskCards } from '@kadai/contract';
import { Typography } from 'antd';
import { TaskCardGrid } from '../components/task-card-grid.tsx';

/** /links: where sign-in lands (operations.md §2, §4). */
export function LinksPage() {
  return (
    <>
      <Typography.Title level={2}>Welcome</Typography.Title>
      <TaskCardGrid cards={taskCards('links')} />
    </>
  );
}
