import {
  type Outlet,
  RECOUNT_TITLE,
  type STAFF_SCREENS,
  type StaffFramePageName,
  type StaffPageName,
} from '@kadai/contract';
import type { ComponentType } from 'react';
import type { TeamQuery } from '../features/production/index.ts';
import type { ScopeGateLook } from './scope-gate.tsx';

/**
 * Each staff page in a chunk of its own, loaded when it is opened: the first staff page then costs
 * the frame and that page, not every screen (with one bundle /links alone transferred 450 kB). The
 * frame, the sign-in page, the role check and the scope gate are not re-exported from here: every
 * page loads this chunk, and anything it re-exports comes with it (staff-routes.tsx imports each
 * where it is needed). One bundle had been kept before because per-page chunks cut the antd modules
 * the order form shares into pieces and cost the customer ~5 kB; with compressed assets the
 * customer has the room (bench/README.md).
 */

type TeamProps = { team: TeamQuery };

/** The scope of the screen whose page is `P`, as its registry entry declares it. */
type ScopeOf<P extends StaffPageName> = Extract<(typeof STAFF_SCREENS)[number], { page: P }>['scope'];

/** What the scope gate hands a page: a team's page its team, an outlet's its outlet, others nothing. */
type PageProps<P extends StaffPageName> =
  ScopeOf<P> extends 'team' ? TeamProps : ScopeOf<P> extends 'outlet' ? { outlet: Outlet } : object;

/**
 * Each built screen's page, loaded on demand, by the name its registry entry gives (packages/contract).
 * A page takes what its entry's scope gives it: a page asking for a team on a screen without one, or
 * for an outlet on a team's screen, fails the type check.
 */
export const STAFF_PAGES = {
  links: () => import('../features/dashboard/pages/links-page.tsx').then((m) => m.LinksPage),
  'stock-movements-management': () =>
    import('../features/dashboard/pages/stock-movements-management-page.tsx').then(
      (m) => m.StockMovementsManagementPage,
    ),
  planning: () =>
    import('../features/production/pages/planning-page.tsx').then((m) => (props: TeamProps) => (
      <m.PlanningPage urgent={false} {...props} />
    )),
  'urgent-planning': () =>
    import('../features/production/pages/planning-page.tsx').then((m) => (props: TeamProps) => (
      <m.PlanningPage urgent {...props} />
    )),
  'production-schedule': () =>
    import('../features/production/pages/production-schedule-page.tsx').then((m) => m.ProductionSchedulePage),
  'production-confirm': () =>
    import('../features/production/pages/production-confirm-page.tsx').then((m) => m.ProductionConfirmPage),
  'production-log': () =>
    import('../features/production/pages/production-log-page.tsx').then((m) => m.ProductionLogPage),
  'kitchen-packing': () =>
    import('../features/packing/pages/kitchen-packing-page.tsx').then((m) => m.KitchenPackingPage),
  'kitchen-todo': () =>
    import('../features/packing/pages/kitchen-todo-page.tsx').then((m) => m.KitchenTodoPage),
  'daily-dispatch': () =>
    import('../features/stock/dispatch/pages/daily-dispatch-page.tsx').then((m) => m.DailyDispatchPage),
  'daily-dispatch-confirm': () =>
    import('../features/stock/dispatch/pages/daily-dispatch-confirm-page.tsx').then(
      (m) => m.DailyDispatchConfirmPage,
    ),
  'stock-received': () =>
    import('../features/stock/receipt/pages/stock-received-page.tsx').then((m) => m.StockReceivedPage),
  'stock-send': () =>
    import('../features/stock/returns/pages/stock-send-page.tsx').then((m) => m.StockSendPage),
  'stock-returns': () =>
    import('../features/stock/returns/pages/stock-returns-page.tsx').then((m) => m.StockReturnsPage),
  'stock-recount': () =>
    import('../features/stock/recount/pages/stock-recount-page.tsx').then((m) => m.StockRecountPage),
  'missed-dispatches': () =>
    import('../features/stock/dispatch/pages/missed-dispatches-page.tsx').then((m) => m.MissedDispatchesPage),
  'store-sales': () => import('../features/sales/pages/store-sales-page.tsx').then((m) => m.StoreSalesPage),
  'kitchen-destruction': () =>
    import('../features/destruction/pages/kitchen-destruction-page.tsx').then(
      (m) => m.KitchenDestructionPage,
    ),
  'realtime-inventory': () =>
    import('../features/stock/on-hand/pages/realtime-inventory-page.tsx').then(
      (m) => m.RealtimeInventoryPage,
    ),
  'stock-transport': () =>
    import('../features/stock/transport/pages/stock-transport-page.tsx').then((m) => m.StockTransportPage),
  'dispute-report': () =>
    import('../features/stock/disputes/pages/dispute-report-page.tsx').then((m) => () => (
      <m.DisputeReportPage />
    )),
  'movement-mismatches': () =>
    import('../features/stock/disputes/pages/dispute-report-page.tsx').then((m) => () => (
      <m.DisputeReportPage title="Movement Mismatches" initialShown="open" />
    )),
  'movement-mismatches-resolved': () =>
    import('../features/stock/disputes/pages/dispute-report-page.tsx').then((m) => () => (
      <m.DisputeReportPage title="Mismatches Resolved" initialShown="resolved" />
    )),
  'customer-dislikes': () =>
    import('../features/order-admin/pages/customer-dislikes-page.tsx').then((m) => m.CustomerDislikesPage),
  'vegetable-bookings': () =>
    import('../features/bookings/pages/vegetable-bookings-page.tsx').then((m) => m.VegetableBookingsPage),
  'total-trash-report': () =>
    import('../features/reports/pages/total-trash-report-page.tsx').then((m) => m.TotalTrashReportPage),
  'produced-vs-sold': () =>
    import('../features/reports/pages/produced-vs-sold-page.tsx').then((m) => m.ProducedVsSoldPage),
  orders: () =>
    import('../features/order-admin/pages/order-list-page.tsx').then((m) => () => (
      <m.OrderListPage unpaidOnly={false} />
    )),
  'unpaid-orders': () =>
    import('../features/order-admin/pages/order-list-page.tsx').then((m) => () => (
      <m.OrderListPage unpaidOnly />
    )),
  'payment-test': () =>
    import('../features/payments/pages/payment-test-page.tsx').then((m) => m.PaymentTestPage),
  'card-payments': () =>
    import('../features/payments/pages/card-payments-page.tsx').then((m) => m.CardPaymentsPage),
  catalogue: () =>
    import('../features/catalogue/pages/catalogue-admin-page.tsx').then((m) => m.CatalogueAdminPage),
  'customers-outstanding': () =>
    import('../features/receivables/index.ts').then((m) => m.CustomersOutstandingPage),
  outbox: () => import('../features/notifications/pages/outbox-page.tsx').then((m) => m.OutboxPage),
  users: () => import('../features/auth/pages/users-page.tsx').then((m) => m.UsersPage),
  backups: () => import('../features/backups/pages/backups-page.tsx').then((m) => m.BackupsPage),
} satisfies { [P in StaffFramePageName]: () => Promise<ComponentType<PageProps<P>>> };

/**
 * Scoped pages worked standing up, phone in hand, whose gate has the page's tap targets too: the
 * loading bay (dispatch), the back door (an outlet checks what arrived), the packing table, the
 * kitchen's to-do and the till ('large': every control of the page large). Stock Recounts' chooser
 * is headed as its page is, 'Stock Recounts for' the outlet.
 */
export const SCOPE_GATE_LOOKS: Partial<Record<StaffPageName, ScopeGateLook>> = {
  'daily-dispatch': { touch: 'touch' },
  'daily-dispatch-confirm': { touch: 'touch' },
  'stock-received': { touch: 'touch' },
  'kitchen-packing': { touch: 'large' },
  'kitchen-todo': { touch: 'large' },
  'store-sales': { touch: 'large' },
  'stock-recount': { title: RECOUNT_TITLE },
};
