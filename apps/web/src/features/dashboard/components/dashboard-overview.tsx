import { RightOutlined, ShopOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { readableTextColour, useOutlets, useTeams } from '../../organisation/index.ts';
import { outletTasksPath, teamTasksPath } from '../links.ts';
import { DashboardFigures } from './dashboard-figures.tsx';

function TeamCards() {
  const teams = useTeams();
  if (teams.isPending) return <Skeleton active />;
  if (teams.isError)
    return <LoadError what="the teams" error={teams.error} onRetry={() => teams.refetch()} />;
  if (teams.data.length === 0) return <Empty description="No teams yet" />;
  return (
    <Row gutter={[16, 16]}>
      {teams.data.map((team) => {
        const text = readableTextColour(team.colour);
        return (
          <Col key={team.id} xs={24} sm={12} lg={6}>
            <Link to={teamTasksPath(team)} className="task-card__link">
              <Card
                hoverable
                className="team-card"
                data-testid={`team-card-${team.id}`}
                style={{ background: team.colour, borderColor: team.colour, color: text }}
              >
                <span className="team-card__name">{team.name}</span>
                <RightOutlined className="team-card__arrow" aria-hidden="true" />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}

function OutletCards() {
  const outlets = useOutlets();
  if (outlets.isPending) return <Skeleton active />;
  if (outlets.isError) {
    return <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />;
  }
  // The warehouse is where stock comes from, not a location with its own tasks.
  const shops = outlets.data.filter((outlet) => outlet.type === 'outlet');
  if (shops.length === 0) return <Empty description="No outlets yet" />;
  return (
    <Row gutter={[16, 16]}>
      {shops.map((outlet) => (
        <Col key={outlet.id} xs={24} sm={12} lg={6}>
          <Link to={outletTasksPath(outlet)} className="task-card__link">
            <Card
              hoverable
              className="outlet-card"
              data-testid={`outlet-card-${outlet.id}`}
              style={{ borderLeftColor: outlet.colour }}
            >
              <ShopOutlined style={{ color: outlet.colour, fontSize: 22 }} aria-hidden="true" />
              <span className="outlet-card__name">{outlet.name}</span>
              <RightOutlined aria-hidden="true" />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** page=dashboard: the role's figures, a card per team, then the outlets (operations.md §2). */
export function DashboardOverview() {
  return (
    <>
      <DashboardFigures />
      <section className="dashboard-section" aria-labelledby="team-tasks-heading">
        <Typography.Title level={2} id="team-tasks-heading" className="dashboard-section__title">
          Team Specific Tasks
        </Typography.Title>
        <TeamCards />
      </section>
      <section className="dashboard-section" aria-labelledby="location-tasks-heading">
        <Typography.Title level={2} id="location-tasks-heading" className="dashboard-section__title">
          Location Specific Tasks
        </Typography.Title>
        <OutletCards />
      </section>
    </>
  );
}
