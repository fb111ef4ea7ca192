import type { Role } from './auth.ts';

/*
 * The shape of a staff screen's registry entry (staff-screens.ts lists them, store-screens.ts the
 * store frame's): apart, so that both lists can use it without one importing the other.
 */

/** Every signed-in role, or at least one role: a screen nobody may open is a mistake the type check catches. */
export type ScreenRoles = 'all' | readonly [Role, ...Role[]];

/**
 * Whose data a screen shows: the production pages take a team, the outlet tasks an outlet, and the
 * web app asks for it before drawing the page. 'none' asks for nothing: such a screen may still
 * narrow itself to the outlet its task card names, and shows every outlet without one.
 */
export type ScreenScope = 'none' | 'team' | 'outlet';

/** Where a screen's task card is shown: the landing page, a team's tasks, an outlet's tasks. */
export type CardPlace = 'links' | 'team' | 'outlet';

export const STAFF_ICON_NAMES = [
  'account-book',
  'appstore',
  'bar-chart',
  'book',
  'calendar',
  'car',
  'carry-out',
  'check-circle',
  'container',
  'credit-card',
  'dashboard',
  'database',
  'diff',
  'dislike',
  'experiment',
  'export',
  'field-time',
  'file-exclamation',
  'file-text',
  'form',
  'gift',
  'history',
  'hourglass',
  'import',
  'inbox',
  'mail',
  'pie-chart',
  'reconciliation',
  'rest',
  'rollback',
  'save',
  'schedule',
  'send',
  'setting',
  'shop',
  'shopping-cart',
  'snippets',
  'swap',
  'team',
  'thunderbolt',
  'warning',
] as const;
export type StaffIconName = (typeof STAFF_ICON_NAMES)[number];

/**
 * The side menu's groups, in the menu's order, each under its heading, so a person finds a screen
 * by the work it is for. `home` is the
 * Dashboard alone, at the top, without a heading. operations.md §2's entries keep their order
 * across the groups: Planning to Kitchen Packing Log under Production, Dispatch Stage to Movement
 * Disputes under Stock, then Reports and Settings (Edit Teams).
 */
export const STAFF_MENU_GROUPS = [
  { key: 'home', heading: null },
  { key: 'production', heading: 'Production' },
  { key: 'stock', heading: 'Stock' },
  { key: 'orders', heading: 'Orders' },
  { key: 'masters', heading: 'Masters / Receivables' },
  { key: 'reports', heading: 'Reports' },
  { key: 'settings', heading: 'Settings' },
] as const;
export type StaffMenuGroup = (typeof STAFF_MENU_GROUPS)[number]['key'];

export interface StaffMenuEntryDeclaration {
  label: string;
  /** Its own: no two entries of the menu share an icon (apps/web's staff-menu test checks it). */
  icon: StaffIconName;
  /** The heading it is listed under. */
  group: StaffMenuGroup;
  /** Position within its group (ascending), whatever the registry's order. */
  order: number;
  /** A query the entry adds to the screen's path ('?page=settings'). */
  search?: string;
  /** Narrower than the screen's roles (Settings is for admins on an everyone's screen). */
  roles?: ScreenRoles;
}

export interface StaffScreen {
  /** The address, exactly as the spec names it. */
  path: `/${string}`;
  /** The heading the page shows; a screen not built yet shows it above "Coming soon". */
  title: string;
  roles: ScreenRoles;
  scope: ScreenScope;
  /** The page in the staff bundle; absent while the screen is not built. */
  page?: string;
  /**
   * 'store': drawn in the plain store frame (no antd, no side menu), for a store's phone on a mobile
   * network; the same role check. The staff frame otherwise.
   */
  frame?: 'store';
  /** Its entries in the side menu, shown only once the screen is built. */
  menu?: readonly StaffMenuEntryDeclaration[];
  card?: {
    on: CardPlace;
    title: string;
    description: string;
    icon: StaffIconName;
    /** A query the card adds besides the team's or outlet's ('?page=dashboard'). */
    search?: string;
  };
}
