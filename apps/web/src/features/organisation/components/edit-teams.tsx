import { message, Skeleton, Typography } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { useTeams } from '../api/list-teams.ts';
import { EditTeamRow } from './edit-team-row.tsx';
import './edit-teams.css';

/** page=settings: Settings › Edit Teams. Admins only (the page wraps it in RequireRole). */
export function EditTeams() {
  const teams = useTeams();
  const [notice, noticeHolder] = message.useMessage();

  return (
    <section aria-labelledby="edit-teams-heading">
      {noticeHolder}
      <Typography.Title level={2} id="edit-teams-heading">
        Edit Teams
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A team's name and colour show on the dashboard cards. Its id stays the same.
      </Typography.Paragraph>
      {teams.isPending ? (
        <Skeleton active />
      ) : teams.isError ? (
        <LoadError what="the teams" error={teams.error} onRetry={() => teams.refetch()} />
      ) : (
        teams.data.map((team) => (
          <EditTeamRow key={team.id} team={team} onSaved={(saved) => notice.success(`Saved ${saved.name}`)} />
        ))
      )}
    </section>
  );
}
