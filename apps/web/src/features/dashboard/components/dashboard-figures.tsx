import { Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useDashboardFigures } from '../api/get-dashboard-figures.ts';
import { FIGURES, isBusyFigure } from '../utils/dashboard-figure-links.ts';

/** The signed-in role's figures above the dashboard's cards (what needs them first), each a link. */
export function DashboardFigures() {
  const figures = useDashboardFigures();
  const role = useSignedUser().data?.role;
  if (figures.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (figures.isError) {
    return <LoadError what="today's figures" error={figures.error} onRetry={() => figures.refetch()} />;
  }
  // A role with nothing to count (store staff, for now) gets no empty section.
  if (figures.data.figures.length === 0) return null;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-figures-heading">
      <Typography.Title level={2} id="dashboard-figures-heading" className="dashboard-section__title">
        Today at a glance
      </Typography.Title>
      <ul className="dashboard-figures">
        {figures.data.figures.map((figure) => {
          const { label, to } = FIGURES[figure.kind];
          const busy = isBusyFigure(figure);
          return (
            <li key={figure.kind}>
              <Link
                to={to(figure, role)}
                className={busy ? 'dashboard-figure dashboard-figure--todo' : 'dashboard-figure'}
                data-testid={`dashboard-figure-${figure.kind}`}
              >
                <span className="dashboard-figure__count">{figure.count}</span>
                <span className="dashboard-figure__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
