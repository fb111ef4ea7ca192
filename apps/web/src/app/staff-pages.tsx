/**
 * Every staff screen in one lazily loaded bundle: staff download it once, on their first staff
 * page, and customers never do. One bundle rather than one chunk per page, because customers'
 * and staff pages share antd: with seven staff chunks, the modules the order form shares with
 * them were cut into many small chunks, and the customer's phone fetched about 10 kB more than
 * the form alone needs (253 kB against the 250 kB budget). See bench/README.md.
 */
export { AdminLoginPage } from '../features/auth/pages/admin-login-page.tsx';
export { UsersPage } from '../features/auth/pages/users-page.tsx';
export { CatalogueAdminPage } from '../features/catalogue/pages/catalogue-admin-page.tsx';
export { LinksPage } from '../features/dashboard/pages/links-page.tsx';
export { StockMovementsManagementPage } from '../features/dashboard/pages/stock-movements-management-page.tsx';
export { OutboxPage } from '../features/notifications/pages/outbox-page.tsx';
export { OrderListPage } from '../features/order-admin/pages/order-list-page.tsx';
export { PlanningPage } from '../features/production/pages/planning-page.tsx';
export { ProductionConfirmPage } from '../features/production/pages/production-confirm-page.tsx';
export { ProductionLogPage } from '../features/production/pages/production-log-page.tsx';
export { ProductionSchedulePage } from '../features/production/pages/production-schedule-page.tsx';
export { RequireStaff, requireStaffLoader } from './require-staff.tsx';
export { StaffLayout } from './staff-layout.tsx';
