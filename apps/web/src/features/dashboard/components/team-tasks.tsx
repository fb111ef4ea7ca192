import { taskCards } from '@kadai/contract';
import { Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTeams } from '../../organisation/index.ts';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { MissingChoice } from './missing-choice.tsx';
import { TaskCardGrid } from './task-card-grid.tsx';

/** page=team-specific&teamId=…&teamName=…: the six task cards of one team. */
export function TeamTasks() {
  const [params] = useSearchParams();
  const teams = useTeams();
  const teamId = params.get('teamId');
  if (!teamId) return <MissingChoice title="No team chosen" />;
  // The name in the address is what the older links carried; the list names a team opened by id only.
  const teamName = params.get('teamName') || teams.data?.find((team) => team.id === teamId)?.name || teamId;
  return (
    <>
      <BackToDashboard here={teamName} />
      <Typography.Title level={2}>{teamName}</Typography.Title>
      <Typography.Paragraph type="secondary">Team Specific Tasks</Typography.Paragraph>
      <TaskCardGrid cards={taskCards('team', { teamId, teamName })} />
    </>
  );
}
