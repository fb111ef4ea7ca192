import type { RouteObject } from 'react-router';

/**
 * Staff screens, under their own lazy frame: none of this code reaches a customer's phone.
 * /adminlogin shows the frame without needing a session; every other page needs one.
 */
export const staffRoutes: RouteObject = {
  lazy: () => import('./staff-layout.tsx').then((m) => ({ Component: m.StaffLayout })),
  children: [
    {
      path: 'adminlogin',
      lazy: () =>
        import('../features/auth/pages/admin-login-page.tsx').then((m) => ({ Component: m.AdminLoginPage })),
    },
    {
      // Lazy too, so the session check is not part of the customer's first download.
      lazy: () =>
        import('./require-staff.tsx').then((m) => ({
          loader: m.requireStaffLoader,
          Component: m.RequireStaff,
        })),
      children: [
        {
          path: 'links',
          lazy: () =>
            import('../features/dashboard/pages/links-page.tsx').then((m) => ({ Component: m.LinksPage })),
        },
        {
          path: 'stock-movements-management',
          lazy: () =>
            import('../features/dashboard/pages/stock-movements-management-page.tsx').then((m) => ({
              Component: m.StockMovementsManagementPage,
            })),
        },
        {
          path: 'sort',
          lazy: () =>
            import('../features/catalogue/pages/catalogue-admin-page.tsx').then((m) => ({
              Component: m.CatalogueAdminPage,
            })),
        },
        {
          path: 'admin',
          lazy: () =>
            import('../features/orders/pages/order-list-page.tsx').then((m) => ({
              Component: () => <m.OrderListPage unpaidOnly={false} />,
            })),
        },
        {
          path: 'unpaidorders',
          lazy: () =>
            import('../features/orders/pages/order-list-page.tsx').then((m) => ({
              Component: () => <m.OrderListPage unpaidOnly />,
            })),
        },
        {
          path: 'users',
          lazy: () =>
            import('../features/auth/pages/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
        },
      ],
    },
  ],
};
