import type { Role } from './auth.ts';
import type { ScreenRoles, StaffScreen } from './staff-screen-shape.ts';

/**
 * The store staff's daily vegetable stock and wastage (ordering.md §2.5), booked from the store's
 * phone: screens of the registry (STAFF_SCREENS lists them in their place) drawn in the plain store
 * frame. Apart, with the role check, so that the store frame knows its screens and who may open
 * them without downloading the whole registry (decision 030).
 */
export const STORE_SCREENS = [
  {
    path: '/vegstock',
    title: 'Daily Vegetable Stock',
    roles: ['store-staff'],
    scope: 'none',
    page: 'veg-stock',
    frame: 'store',
    menu: [{ label: 'Vegetable Stock', icon: 'container', group: 'stock', order: 58 }],
    card: {
      on: 'links',
      title: 'Daily Vegetable Stock',
      description: 'Book the vegetables your store holds today.',
      icon: 'container',
    },
  },
  {
    path: '/vegwastages',
    title: 'Daily Vegetable Wastage',
    roles: ['store-staff'],
    scope: 'none',
    page: 'veg-wastage',
    frame: 'store',
    menu: [{ label: 'Vegetable Wastage', icon: 'rest', group: 'stock', order: 58 }],
    card: {
      on: 'links',
      title: 'Daily Vegetable Wastage',
      description: 'Book what was thrown away today, and why.',
      icon: 'rest',
    },
  },
] as const satisfies readonly StaffScreen[];

/** Whether a role may open what `roles` allows. Admins may open everything. */
export function canOpen(roles: ScreenRoles, role: Role | undefined): boolean {
  if (!role) return false;
  return role === 'admin' || roles === 'all' || roles.includes(role);
}

/** Whether a screen is drawn in the plain store frame (its page has no antd). */
export function inStoreFrame(screen: StaffScreen): boolean {
  return screen.frame === 'store';
}
