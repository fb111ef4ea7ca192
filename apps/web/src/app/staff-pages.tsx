import type { StaffPageName } from '@kadai/contract';
import type { ComponentType } from 'react';
import { UsersPage } from '../features/auth/pages/users-page.tsx';
import { CatalogueAdminPage } from '../features/catalogue/pages/catalogue-admin-page.tsx';
import { LinksPage } from '../features/dashboard/pages/links-page.tsx';
import { StockMovementsManagementPage } from '../features/dashboard/pages/stock-movements-management-page.tsx';
import { OutboxPage } from '../features/notifications/pages/outbox-page.tsx';
import { OrderListPage } from '../features/order-admin/pages/order-list-page.tsx';
import { PlanningPage } from '../features/production/pages/planning-page.tsx';
import { ProductionConfirmPage } from '../features/production/pages/production-confirm-page.tsx';
import { ProductionLogPage } from '../features/production/pages/production-log-page.tsx';
import { ProductionSchedulePage } from '../features/production/pages/production-schedule-page.tsx';

export { RequireRole } from '../features/auth/index.ts';
/**
 * Every staff screen in one lazily loaded bundle: staff download it once, on their first staff
 * page, and customers never do. One bundle rather than one chunk per page, because customers'
 * and staff pages share antd: with seven staff chunks, the modules the order form shares with
 * them were cut into many small chunks, and the customer's phone fetched about 10 kB more than
 * the form alone needs (253 kB against the 250 kB budget). See bench/README.md.
 */
export { AdminLoginPage } from '../features/auth/pages/admin-login-page.tsx';
export { ComingSoonPage } from './coming-soon-page.tsx';
export { RequireStaff, requireStaffLoader } from './require-staff.tsx';
export { StaffLayout } from './staff-layout.tsx';

/** The page of each built screen, by the name its registry entry gives (packages/contract). */
export const STAFF_PAGES = {
  links: LinksPage,
  'stock-movements-management': StockMovementsManagementPage,
  planning: () => <PlanningPage urgent={false} />,
  'urgent-planning': () => <PlanningPage urgent />,
  'production-schedule': ProductionSchedulePage,
  'production-confirm': ProductionConfirmPage,
  'production-log': ProductionLogPage,
  orders: () => <OrderListPage unpaidOnly={false} />,
  'unpaid-orders': () => <OrderListPage unpaidOnly />,
  catalogue: CatalogueAdminPage,
  outbox: OutboxPage,
  users: UsersPage,
} satisfies Record<StaffPageName, ComponentType>;
