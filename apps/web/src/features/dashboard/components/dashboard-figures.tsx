import type { DashboardFigure, DashboardFigureKind, Role } from '@kadai/contract';
import { Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useDashboardFigures } from '../api/get-dashboard-figures.ts';

const teamQuery = (f: DashboardFigure) =>
  f.teamId ? `?${new URLSearchParams({ teamId: f.teamId, teamName: f.teamName ?? f.teamId })}` : '';
const outletQuery = (f: DashboardFigure) =>
  f.outletId ? `?${new URLSearchParams({ outletId: f.outletId })}` : '';

/**
 * Each figure's words and the screen that settles it. A figure for several teams or outlets opens
 * the screen without one, and the screen asks which. `todo: false` is for information only, so it
 * is never highlighted.
 */
const FIGURES: Record<
  DashboardFigureKind,
  { label: string; todo: boolean; to: (f: DashboardFigure, role: Role | undefined) => string }
> = {
  'orders-today': { label: 'Orders today', todo: false, to: () => '/admin' },
  'orders-waiting': { label: 'Orders not yet delivered', todo: true, to: () => '/admin' },
  'dispatches-to-confirm': {
    label: 'Dispatches saved, not sent',
    todo: true,
    to: (f) => `/daily-dispatch-confirm${teamQuery(f)}`,
  },
  'receipts-waiting': {
    label: 'Deliveries to receive',
    todo: true,
    to: (f) => `/stock-received${outletQuery(f)}`,
  },
  'open-disputes': { label: 'Open disputes', todo: true, to: () => '/product-movement-mismatches' },
  'recounts-awaiting-approval': {
    label: 'Recounts to approve',
    todo: true,
    to: (f) => `/stock-recount${outletQuery(f)}`,
  },
  'items-under-minimum': {
    label: 'Items under minimum stock',
    todo: true,
    // The kitchens plan what an outlet is short of; the outlet sees what is coming to it today.
    to: (f, role) =>
      role === 'outlet'
        ? `/daily-kitchen-todo-for-outlet${outletQuery(f)}`
        : `/urgent-planning${teamQuery(f)}`,
  },
  'card-payments-flagged': { label: 'Card payments to look at', todo: true, to: () => '/card-payments' },
  'mail-failed': { label: 'Mails not sent', todo: true, to: () => '/outbox' },
  'sms-failed': { label: 'Text messages not sent', todo: true, to: () => '/outbox?show=sms' },
};

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
          const { label, todo, to } = FIGURES[figure.kind];
          const busy = todo && figure.count > 0;
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
