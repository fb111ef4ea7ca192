import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RequireRole } from '../../auth/index.ts';
import { DashboardOverview } from '../components/dashboard-overview.tsx';
import { LocationTasks } from '../components/location-tasks.tsx';
import { TeamTasks } from '../components/team-tasks.tsx';
import { dashboardPath, isStockMovementsPage } from '../links.ts';
import '../dashboard.css';

// Only admins open settings; everyone else should not download its forms and colour picker.
const EditTeams = lazy(() => import('../../organisation/lazy.ts').then((m) => ({ default: m.EditTeams })));

/** /stock-movements-management?page=…: the staff dashboard and its sub-pages (operations.md §2). */
export function StockMovementsManagementPage() {
  const [params] = useSearchParams();
  const page = params.get('page');
  if (!isStockMovementsPage(page)) return <Navigate to={dashboardPath()} replace />;
  switch (page) {
    case 'dashboard':
      return <DashboardOverview />;
    case 'team-specific':
      return <TeamTasks />;
    case 'location-specific':
      return <LocationTasks />;
    case 'settings':
      return (
        <RequireRole roles={['admin']}>
          <Suspense fallback={<Skeleton active />}>
            <EditTeams />
          </Suspense>
        </RequireRole>
      );
  }
}
