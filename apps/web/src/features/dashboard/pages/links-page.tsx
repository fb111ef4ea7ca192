import { Typography } from 'antd';
import { TaskCardGrid } from '../components/task-card-grid.tsx';
import { LINK_CARDS } from '../task-cards.ts';

/** /links: where sign-in lands (operations.md §2, §4). */
export function LinksPage() {
  return (
    <>
      <Typography.Title level={2}>Welcome</Typography.Title>
      <TaskCardGrid cards={LINK_CARDS} />
    </>
  );
}
