import { WAREHOUSE_OUTLET_ID } from './organisation.ts';
import {
  type CardPlace,
  type ScreenRoles,
  STAFF_MENU_GROUPS,
  type StaffIconName,
  type StaffMenuGroup,
  type StaffScreen,
} from './staff-screen-shape.ts';
import { STORE_SCREENS } from './store-screens.ts';

/**
 * Every staff screen, declared once (operations.md §2). The web app derives its routes, the side
 * menu, the dashboard's task cards and each page's role check from these entries; the e2e tests
 * walk the same list. A new screen is one entry here plus its page in the web app's staff bundle
 * (apps/web/src/app/staff-pages.tsx), named by `page`.
 *
 * It lives in the contract, as plain data, because the browser needs the paths before any staff
 * code has loaded (the router knows every address up front), and the customer's phone should pay
 * for a few strings, not for icons and pages: icons are named here and drawn by the staff bundle.
 */

const PRODUCTION: ScreenRoles = ['production'];
const STOCK_AT_OUTLETS: ScreenRoles = ['warehouse', 'outlet'];

export const STAFF_SCREENS = [
  {
    path: '/links',
    title: 'Welcome',
    roles: 'all',
    scope: 'none',
    page: 'links',
  },
  {
    path: '/stock-movements-management',
    title: 'Stock Movements Management',
    roles: 'all',
    scope: 'none',
    page: 'stock-movements-management',
    menu: [
      { label: 'Dashboard', icon: 'dashboard', group: 'home', order: 0, search: '?page=dashboard' },
      {
        label: 'Settings (Edit Teams)',
        icon: 'setting',
        group: 'settings',
        order: 90,
        search: '?page=settings',
        roles: ['admin'],
      },
    ],
    card: {
      on: 'links',
      title: 'Stock Movements Management',
      description: 'Planning, production, dispatch and receipts by team and outlet.',
      icon: 'swap',
      search: '?page=dashboard',
    },
  },
  {
    // Masters / Receivables (operations.md §2): the receivables for finance; the warehouse's material
    // issue notes and monthly carry-over share the path under its page param.
    path: '/customers-outstanding',
    title: 'Receivables',
    roles: ['finance', 'warehouse'],
    scope: 'none',
    page: 'customers-outstanding',
    menu: [
      {
        label: 'Receivables',
        icon: 'account-book',
        group: 'masters',
        order: 52,
        search: '?page=customers-outstanding',
        roles: ['finance'],
      },
      {
        label: 'Monthly Statements',
        icon: 'file-text',
        group: 'masters',
        order: 52.5,
        search: '?page=statements',
        roles: ['finance'],
      },
      {
        label: 'Material Issue Note',
        icon: 'snippets',
        group: 'masters',
        order: 53,
        search: '?page=material-issue-note',
      },
      {
        label: 'Monthly Carry-over',
        icon: 'history',
        group: 'masters',
        order: 54,
        search: '?page=inventory-monthly-carry-over',
      },
    ],
    card: {
      on: 'links',
      title: 'Receivables from customers',
      description: 'Money owed by customers, with balances and status.',
      icon: 'account-book',
      search: '?page=customers-outstanding',
    },
  },
  // The team's six task cards, in the order the spec lists them.
  {
    path: '/urgent-planning',
    title: 'Daily Planning Stage',
    roles: PRODUCTION,
    scope: 'team',
    page: 'urgent-planning',
    card: {
      on: 'team',
      title: 'Urgent Planning',
      description: 'Items below their minimum stock, planned today.',
      icon: 'thunderbolt',
    },
  },
  {
    path: '/planning',
    title: 'Daily Planning Stage',
    roles: PRODUCTION,
    scope: 'team',
    page: 'planning',
    menu: [{ label: 'Planning', icon: 'calendar', group: 'production', order: 10 }],
    card: {
      on: 'team',
      title: 'Planning',
      description: "Plan today's requirement per outlet.",
      icon: 'calendar',
    },
  },
  {
    path: '/production-schedule',
    title: 'Daily Production Schedule',
    roles: PRODUCTION,
    scope: 'team',
    page: 'production-schedule',
    menu: [{ label: 'Daily Production Schedule', icon: 'schedule', group: 'production', order: 20 }],
    card: {
      on: 'team',
      title: 'Production Schedule',
      description: 'Turn the plan into a production schedule.',
      icon: 'schedule',
    },
  },
  {
    path: '/production-log',
    title: 'Production Log',
    roles: PRODUCTION,
    scope: 'team',
    page: 'production-log',
    menu: [{ label: 'Production Log', icon: 'form', group: 'production', order: 30 }],
    card: {
      on: 'team',
      title: 'Production Log',
      description: 'Record what was produced today.',
      icon: 'form',
    },
  },
  // Between produced and dispatched: what was packed from each production entry, by whom.
  // No task card: operations.md §2 gives the team six, and this is not one of them.
  {
    path: '/kitchen-packing',
    title: 'Kitchen Packing Log',
    roles: ['production', 'warehouse'],
    scope: 'team',
    page: 'kitchen-packing',
    menu: [{ label: 'Kitchen Packing Log', icon: 'gift', group: 'production', order: 32 }],
  },
  {
    path: '/daily-dispatch',
    title: 'Daily Dispatch',
    roles: ['production', 'warehouse'],
    scope: 'team',
    page: 'daily-dispatch',
    menu: [{ label: 'Dispatch Stage', icon: 'send', group: 'stock', order: 35 }],
    card: {
      on: 'team',
      title: 'Daily Dispatch',
      description: 'Send produced stock to the outlets.',
      icon: 'send',
    },
  },
  {
    path: '/daily-packaging-plan-missed',
    title: 'Missed Packaging Plan',
    roles: ['production', 'warehouse'],
    scope: 'team',
    page: 'missed-dispatches',
    menu: [{ label: 'Missed Dispatches', icon: 'field-time', group: 'stock', order: 36 }],
    card: {
      on: 'team',
      title: 'Missed Packaging Plan',
      description: 'Packaging that was planned but not done.',
      icon: 'field-time',
    },
  },
  // Reached from the schedule's Submit, not from a card or the menu.
  {
    path: '/production-confirm',
    title: 'Daily Production Confirm',
    roles: PRODUCTION,
    scope: 'team',
    page: 'production-confirm',
  },
  {
    path: '/daily-dispatch-confirm',
    title: 'Daily Dispatch Confirm',
    roles: ['production', 'warehouse'],
    scope: 'team',
    page: 'daily-dispatch-confirm',
  },
  // The outlet's five task cards.
  {
    path: '/stock-batch-dispatch',
    title: 'Send Stocks from Store',
    roles: STOCK_AT_OUTLETS,
    scope: 'outlet',
    page: 'stock-send',
    menu: [{ label: 'Send Stocks from Store', icon: 'export', group: 'stock', order: 35.5 }],
    card: {
      on: 'outlet',
      title: 'Send Stocks from Store',
      description: 'Send a batch of stock from this outlet.',
      icon: 'export',
    },
  },
  {
    path: '/stock-batch-dispatch-vehicle',
    title: 'Stocks Dispatch (Transport)',
    roles: STOCK_AT_OUTLETS,
    // Every van on the road from the menu; an outlet's card narrows it to that outlet's.
    scope: 'none',
    page: 'stock-transport',
    menu: [{ label: 'Stocks Dispatch (Transport)', icon: 'car', group: 'stock', order: 37 }],
    card: {
      on: 'outlet',
      title: 'Stocks Dispatch (Transport)',
      description: 'Assign a driver and vehicle to a dispatch.',
      icon: 'car',
    },
  },
  {
    path: '/stock-received',
    title: 'Stock Received',
    roles: STOCK_AT_OUTLETS,
    scope: 'outlet',
    page: 'stock-received',
    menu: [
      { label: 'Stocks Received', icon: 'import', group: 'stock', order: 38 },
      // What stores sent back, received at the warehouse (operations.md §2: each also with a
      // Warehouse entry).
      {
        label: 'Stocks Received (Warehouse)',
        icon: 'inbox',
        group: 'stock',
        order: 38.1,
        search: `?outletId=${WAREHOUSE_OUTLET_ID}`,
        roles: ['warehouse'],
      },
    ],
    card: {
      on: 'outlet',
      title: 'Stock Received',
      description: 'Confirm the stock that arrived here.',
      icon: 'import',
    },
  },
  {
    path: '/stock-recount',
    title: 'Stock Recounts',
    roles: STOCK_AT_OUTLETS,
    scope: 'outlet',
    page: 'stock-recount',
    card: {
      on: 'outlet',
      title: 'Stock Recount',
      description: 'Count the stock on the shelves.',
      icon: 'reconciliation',
    },
  },
  {
    path: '/dispute-report',
    title: 'Dispute Report',
    roles: STOCK_AT_OUTLETS,
    // Movement Disputes across every outlet from the menu; an outlet's card narrows it to that outlet's.
    scope: 'none',
    page: 'dispute-report',
    menu: [{ label: 'Movement Disputes', icon: 'warning', group: 'stock', order: 39 }],
    card: {
      on: 'outlet',
      title: 'Dispute Report',
      description: 'Differences between stock sent and received.',
      icon: 'warning',
    },
  },
  {
    path: '/stock-returns',
    title: 'Returned to Warehouse',
    roles: STOCK_AT_OUTLETS,
    scope: 'none',
    page: 'stock-returns',
    menu: [{ label: 'Returned to Warehouse', icon: 'rollback', group: 'stock', order: 38.2 }],
  },
  // The side menu's product-movement-mismatches (+ resolved): Movement Disputes opened on open or settled ones.
  {
    path: '/product-movement-mismatches',
    title: 'Movement Mismatches',
    roles: STOCK_AT_OUTLETS,
    scope: 'none',
    page: 'movement-mismatches',
    menu: [{ label: 'Movement Mismatches', icon: 'diff', group: 'stock', order: 39.1 }],
  },
  {
    path: '/product-movement-mismatches-resolved',
    title: 'Mismatches Resolved',
    roles: STOCK_AT_OUTLETS,
    scope: 'none',
    page: 'movement-mismatches-resolved',
    menu: [{ label: 'Mismatches Resolved', icon: 'check-circle', group: 'stock', order: 39.2 }],
  },
  // An outlet's day, planned to received; not a card: operations.md §2 gives the outlet five.
  {
    path: '/daily-kitchen-todo-for-outlet',
    title: 'Daily Kitchen To-do',
    roles: ['warehouse', 'outlet', 'production'],
    scope: 'outlet',
    page: 'kitchen-todo',
    menu: [{ label: 'Daily Kitchen To-do', icon: 'carry-out', group: 'stock', order: 39.25 }],
  },
  // What an outlet's till sold of the business's own products: stock leaves the outlet.
  {
    path: '/store-terra-product-sales',
    title: 'Store Sales',
    roles: STOCK_AT_OUTLETS,
    scope: 'outlet',
    page: 'store-sales',
    menu: [{ label: 'Store Sales', icon: 'shop', group: 'stock', order: 39.3 }],
  },
  // Expiry Management (operations.md §2, kitchen-destruction): expired or spoiled stock destroyed at
  // the warehouse (by its staff or the kitchens) or at an outlet.
  {
    path: '/kitchen-destruction',
    title: 'Expiry Management',
    roles: ['warehouse', 'outlet', 'production'],
    scope: 'none',
    page: 'kitchen-destruction',
    menu: [{ label: 'Expiry Management', icon: 'hourglass', group: 'stock', order: 39.4 }],
  },
  {
    path: '/realtime-inventory',
    title: 'Realtime Inventory',
    roles: ['warehouse'],
    scope: 'none',
    page: 'realtime-inventory',
    menu: [{ label: 'Realtime Inventory', icon: 'database', group: 'stock', order: 39.5 }],
  },
  // The ordering side's staff screens.
  {
    path: '/admin',
    title: 'Orders',
    roles: ['finance'],
    scope: 'none',
    page: 'orders',
    menu: [{ label: 'Orders', icon: 'shopping-cart', group: 'orders', order: 40 }],
  },
  {
    path: '/unpaidorders',
    title: 'Unpaid orders',
    roles: ['finance'],
    scope: 'none',
    page: 'unpaid-orders',
    menu: [{ label: 'Unpaid orders', icon: 'file-exclamation', group: 'orders', order: 50 }],
  },
  {
    path: '/card-payments',
    title: 'Card payments',
    roles: ['finance'],
    scope: 'none',
    page: 'card-payments',
    menu: [{ label: 'Card Payments', icon: 'credit-card', group: 'orders', order: 55 }],
  },
  {
    // What customers disliked in their verified deliveries (ordering.md §2.8): for the kitchens too.
    path: '/customer-dislikes',
    title: 'Customer Dislikes',
    roles: ['production'],
    scope: 'none',
    page: 'customer-dislikes',
    menu: [{ label: 'Customer Dislikes', icon: 'dislike', group: 'orders', order: 56 }],
  },
  // The stores' daily vegetable stock and wastage, in the plain store frame (store-screens.ts).
  ...STORE_SCREENS,
  {
    path: '/vegetable-bookings',
    title: 'Vegetable Bookings',
    roles: ['store-staff'],
    scope: 'none',
    page: 'vegetable-bookings',
    menu: [{ label: 'Vegetable Bookings', icon: 'book', group: 'stock', order: 58 }],
  },
  // What the owner looks at: production users tied to a team see its rows only.
  {
    path: '/generic-reports',
    title: 'Total Trash Report',
    roles: ['finance', 'production'],
    scope: 'none',
    page: 'total-trash-report',
    menu: [
      {
        label: 'Reports',
        icon: 'pie-chart',
        group: 'reports',
        order: 59,
        search: '?type=total-trash-reports',
      },
    ],
  },
  {
    path: '/produced-vs-sold',
    title: 'Produced vs Sold',
    roles: ['finance', 'production'],
    scope: 'none',
    page: 'produced-vs-sold',
    menu: [{ label: 'Produced vs Sold', icon: 'bar-chart', group: 'reports', order: 59 }],
  },
  {
    path: '/payment-test',
    title: 'Test order form',
    roles: ['admin'],
    scope: 'none',
    page: 'payment-test',
    menu: [{ label: 'Payment Test', icon: 'experiment', group: 'orders', order: 57 }],
  },
  {
    path: '/sort',
    title: 'Catalogue',
    roles: ['admin'],
    scope: 'none',
    page: 'catalogue',
    menu: [{ label: 'Catalogue', icon: 'appstore', group: 'masters', order: 60 }],
  },
  {
    path: '/outbox',
    title: 'Outbox',
    roles: ['admin'],
    scope: 'none',
    page: 'outbox',
    menu: [{ label: 'Outbox', icon: 'mail', group: 'settings', order: 70 }],
  },
  {
    path: '/users',
    title: 'Users',
    roles: ['admin'],
    scope: 'none',
    page: 'users',
    menu: [{ label: 'Users', icon: 'team', group: 'settings', order: 80 }],
  },
  // The embedded database's base backups and WAL archive.
  {
    path: '/backups',
    title: 'Backups',
    roles: ['admin'],
    scope: 'none',
    page: 'backups',
    menu: [{ label: 'Backups', icon: 'save', group: 'settings', order: 85 }],
  },
] as const satisfies readonly StaffScreen[];

/** The pages the web app's staff bundle must provide, one per built screen. */
export type StaffPageName = Extract<(typeof STAFF_SCREENS)[number], { page: string }>['page'];

/** The pages drawn in the plain store frame rather than the staff frame. */
export type StorePageName = Extract<(typeof STAFF_SCREENS)[number], { frame: 'store' }>['page'];
/** The pages drawn in the staff frame. */
export type StaffFramePageName = Exclude<StaffPageName, StorePageName>;

export interface StaffMenuEntry {
  key: string;
  label: string;
  icon: StaffIconName;
  group: StaffMenuGroup;
  to: string;
  roles: ScreenRoles;
}

const GROUP_RANK = new Map<StaffMenuGroup, number>(STAFF_MENU_GROUPS.map((group, rank) => [group.key, rank]));

/** The side menu: built screens only, never a dead link, group by group, in menu order within each. */
export function staffMenu(screens: readonly StaffScreen[] = STAFF_SCREENS): StaffMenuEntry[] {
  return screens
    .filter((screen) => screen.page !== undefined)
    .flatMap((screen) =>
      (screen.menu ?? []).map((entry) => ({
        rank: GROUP_RANK.get(entry.group) ?? STAFF_MENU_GROUPS.length,
        order: entry.order,
        key: `${screen.path}${entry.search ?? ''}`,
        label: entry.label,
        icon: entry.icon,
        group: entry.group,
        to: `${screen.path}${entry.search ?? ''}`,
        roles: entry.roles ?? screen.roles,
      })),
    )
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ rank: _rank, order: _order, ...entry }) => entry);
}

export interface TaskCard {
  key: string;
  title: string;
  description: string;
  /** The page's real address, even while it is not built: the card then shows as "Coming soon". */
  to: string;
  available: boolean;
  icon: StaffIconName;
}

/**
 * The cards of one place, in registry order: the landing page's, or a team's or an outlet's, each
 * carrying whose tasks they are in its query (teamId and teamName, or outletId).
 */
export function taskCards(
  on: CardPlace,
  query: Record<string, string> = {},
  screens: readonly StaffScreen[] = STAFF_SCREENS,
): TaskCard[] {
  const search = new URLSearchParams(query).toString();
  return screens.flatMap((screen) => {
    const card = screen.card;
    if (card?.on !== on) return [];
    const to = card.search ? `${screen.path}${card.search}` : `${screen.path}${search ? `?${search}` : ''}`;
    return [
      {
        key: screen.path.slice(1),
        title: card.title,
        description: card.description,
        to,
        available: screen.page !== undefined,
        icon: card.icon,
      },
    ];
  });
}
