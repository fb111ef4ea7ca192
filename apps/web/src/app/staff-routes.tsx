import type { RouteObject } from 'react-router';

/** One import for every staff screen (see staff-pages.tsx for why). */
const pages = () => import('./staff-pages.tsx');

/**
 * Staff screens, under their own lazy frame: none of this code reaches a customer's phone.
 * /adminlogin shows the frame without needing a session; every other page needs one.
 */
export const staffRoutes: RouteObject = {
  lazy: () => pages().then((m) => ({ Component: m.StaffLayout })),
  children: [
    { path: 'adminlogin', lazy: () => pages().then((m) => ({ Component: m.AdminLoginPage })) },
    {
      lazy: () => pages().then((m) => ({ loader: m.requireStaffLoader, Component: m.RequireStaff })),
      children: [
        { path: 'links', lazy: () => pages().then((m) => ({ Component: m.LinksPage })) },
        {
          path: 'stock-movements-management',
          lazy: () => pages().then((m) => ({ Component: m.StockMovementsManagementPage })),
        },
        { path: 'sort', lazy: () => pages().then((m) => ({ Component: m.CatalogueAdminPage })) },
        {
          path: 'admin',
          lazy: () => pages().then((m) => ({ Component: () => <m.OrderListPage unpaidOnly={false} /> })),
        },
        {
          path: 'unpaidorders',
          lazy: () => pages().then((m) => ({ Component: () => <m.OrderListPage unpaidOnly /> })),
        },
        { path: 'users', lazy: () => pages().then((m) => ({ Component: m.UsersPage })) },
        { path: 'outbox', lazy: () => pages().then((m) => ({ Component: m.OutboxPage })) },
        {
          path: 'planning',
          lazy: () => pages().then((m) => ({ Component: () => <m.PlanningPage urgent={false} /> })),
        },
        {
          path: 'urgent-planning',
          lazy: () => pages().then((m) => ({ Component: () => <m.PlanningPage urgent /> })),
        },
        {
          path: 'production-schedule',
          lazy: () => pages().then((m) => ({ Component: m.ProductionSchedulePage })),
        },
        {
          path: 'production-confirm',
          lazy: () => pages().then((m) => ({ Component: m.ProductionConfirmPage })),
        },
        { path: 'production-log', lazy: () => pages().then((m) => ({ Component: m.ProductionLogPage })) },
      ],
    },
  ],
};
