import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './auth.ts';
import { STAFF_MENU_GROUPS, type StaffScreen } from './staff-screen-shape.ts';
import { STAFF_SCREENS, staffMenu, taskCards } from './staff-screens.ts';
import { canOpen } from './store-screens.ts';

const screens: readonly StaffScreen[] = STAFF_SCREENS;
const built = screens.filter((s) => s.page !== undefined);

// Built screens that are reached by a flow rather than from the menu or a card.
const REACHED_BY_FLOW: Record<string, string> = {
  '/links': 'where sign-in lands',
  '/production-confirm': "the production schedule's Submit",
  '/daily-dispatch-confirm': "the daily dispatch's Submit",
};

describe('the staff-screen registry', () => {
  it('gives every screen at least one role, a unique path and a title', () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of screens) {
      expect(screen.roles === 'all' || screen.roles.length > 0, screen.path).toBe(true);
      if (screen.roles !== 'all') for (const role of screen.roles) expect(ROLES).toContain(role);
      expect(screen.title.trim(), screen.path).not.toBe('');
      expect(screen.path).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('refuses a screen without roles at compile time', () => {
    const noRoles = {
      path: '/nobody',
      title: 'Nobody',
      // @ts-expect-error: a screen must name at least one role (or 'all')
      roles: [],
      scope: 'none',
    } satisfies StaffScreen;
    expect(noRoles.roles).toEqual([]);
  });

  it('reaches every built screen from the side menu, a task card or its flow', () => {
    const fromMenu = new Set(staffMenu().map((entry) => entry.to.split('?')[0]));
    const fromCards = new Set(
      (['links', 'team', 'outlet'] as const).flatMap((place) =>
        taskCards(place).map((c) => c.to.split('?')[0]),
      ),
    );
    for (const screen of built) {
      const reached =
        fromMenu.has(screen.path) || fromCards.has(screen.path) || screen.path in REACHED_BY_FLOW;
      expect(reached, `${screen.path} cannot be reached`).toBe(true);
    }
  });

  it('lists only built screens in the menu, and shows unbuilt ones as cards that are not available', () => {
    const builtPaths = new Set(built.map((s) => s.path));
    for (const entry of staffMenu())
      expect(builtPaths.has(entry.to.split('?')[0] as `/${string}`)).toBe(true);
    for (const place of ['links', 'team', 'outlet'] as const) {
      for (const card of taskCards(place)) {
        expect(card.available, card.to).toBe(builtPaths.has(card.to.split('?')[0] as `/${string}`));
      }
    }
  });

  it('lays out the cards as operations.md §2 does, each carrying its team or outlet', () => {
    expect(taskCards('links').map((c) => [c.title, c.to])).toEqual([
      ['Stock Movements Management', '/stock-movements-management?page=dashboard'],
      ['Receivables from customers', '/customers-outstanding?page=customers-outstanding'],
      ['Daily Vegetable Stock', '/vegstock'],
      ['Daily Vegetable Wastage', '/vegwastages'],
    ]);
    expect(taskCards('team', { teamId: 'kitchen', teamName: 'Kitchen' }).map((c) => c.to)).toEqual([
      '/urgent-planning?teamId=kitchen&teamName=Kitchen',
      '/planning?teamId=kitchen&teamName=Kitchen',
      '/production-schedule?teamId=kitchen&teamName=Kitchen',
      '/production-log?teamId=kitchen&teamName=Kitchen',
      '/daily-dispatch?teamId=kitchen&teamName=Kitchen',
      '/daily-packaging-plan-missed?teamId=kitchen&teamName=Kitchen',
    ]);
    expect(taskCards('outlet', { outletId: 'adyar' }).map((c) => c.to)).toEqual([
      '/stock-batch-dispatch?outletId=adyar',
      '/stock-batch-dispatch-vehicle?outletId=adyar',
      '/stock-received?outletId=adyar',
      '/stock-recount?outletId=adyar',
      '/dispute-report?outletId=adyar',
    ]);
  });

  it('shows each role the menu entries its screens allow, and admins all of them', () => {
    const labels = (role: Role) =>
      staffMenu()
        .filter((entry) => canOpen(entry.roles, role))
        .map((entry) => entry.label);
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Planning',
      'Daily Production Schedule',
      'Production Log',
      'Kitchen Packing Log',
      'Dispatch Stage',
      'Send Stocks from Store',
      'Missed Dispatches',
      'Stocks Dispatch (Transport)',
      'Stocks Received',
      'Stocks Received (Warehouse)',
      'Returned to Warehouse',
      'Movement Disputes',
      'Movement Mismatches',
      'Mismatches Resolved',
      'Daily Kitchen To-do',
      'Store Sales',
      'Expiry Management',
      'Realtime Inventory',
      'Vegetable Stock',
      'Vegetable Wastage',
      'Vegetable Bookings',
      'Orders',
      'Unpaid orders',
      'Card Payments',
      'Customer Dislikes',
      'Payment Test',
      'Receivables',
      'Monthly Statements',
      'Material Issue Note',
      'Monthly Carry-over',
      'Catalogue',
      'Reports',
      'Produced vs Sold',
      'Outbox',
      'Users',
      'Backups',
      'Settings (Edit Teams)',
    ]);
    expect(labels('production')).toEqual([
      'Dashboard',
      'Planning',
      'Daily Production Schedule',
      'Production Log',
      'Kitchen Packing Log',
      'Dispatch Stage',
      'Missed Dispatches',
      'Daily Kitchen To-do',
      'Expiry Management',
      'Customer Dislikes',
      'Reports',
      'Produced vs Sold',
    ]);
    expect(labels('warehouse')).toEqual([
      'Dashboard',
      'Kitchen Packing Log',
      'Dispatch Stage',
      'Send Stocks from Store',
      'Missed Dispatches',
      'Stocks Dispatch (Transport)',
      'Stocks Received',
      'Stocks Received (Warehouse)',
      'Returned to Warehouse',
      'Movement Disputes',
      'Movement Mismatches',
      'Mismatches Resolved',
      'Daily Kitchen To-do',
      'Store Sales',
      'Expiry Management',
      'Realtime Inventory',
      'Material Issue Note',
      'Monthly Carry-over',
    ]);
    expect(labels('store-staff')).toEqual([
      'Dashboard',
      'Vegetable Stock',
      'Vegetable Wastage',
      'Vegetable Bookings',
    ]);
    expect(labels('finance')).toEqual([
      'Dashboard',
      'Orders',
      'Unpaid orders',
      'Card Payments',
      'Receivables',
      'Monthly Statements',
      'Material Issue Note',
      'Monthly Carry-over',
      'Reports',
      'Produced vs Sold',
    ]);
    expect(labels('outlet')).toEqual([
      'Dashboard',
      'Send Stocks from Store',
      'Stocks Dispatch (Transport)',
      'Stocks Received',
      'Returned to Warehouse',
      'Movement Disputes',
      'Movement Mismatches',
      'Mismatches Resolved',
      'Daily Kitchen To-do',
      'Store Sales',
      'Expiry Management',
    ]);
  });

  it("keeps operations.md §2's side-menu entries, to the letter and in its order, across the groups", () => {
    const spec = [
      'Planning',
      'Daily Production Schedule',
      'Production Log',
      'Kitchen Packing Log',
      'Dispatch Stage',
      'Send Stocks from Store',
      'Missed Dispatches',
      'Stocks Dispatch (Transport)',
      'Stocks Received',
      'Stocks Received (Warehouse)',
      'Returned to Warehouse',
      'Movement Disputes',
      'Reports',
      'Settings (Edit Teams)',
    ];
    const labels = staffMenu().map((entry) => entry.label);
    const positions = spec.map((label) => labels.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('lists the menu group by group, each group once, in the order of STAFF_MENU_GROUPS', () => {
    const groups = staffMenu().map((entry) => entry.group);
    const runs = groups.filter((group, i) => group !== groups[i - 1]);
    expect(runs).toEqual(STAFF_MENU_GROUPS.map((group) => group.key));
    expect(STAFF_MENU_GROUPS.map((group) => group.heading)).toEqual([
      null,
      'Production',
      'Stock',
      'Orders',
      'Masters / Receivables',
      'Reports',
      'Settings',
    ]);
  });

  it('refuses a menu entry without a group at compile time', () => {
    const ungrouped = {
      path: '/ungrouped',
      title: 'Ungrouped',
      roles: 'all',
      scope: 'none',
      // @ts-expect-error: every menu entry names the group it is listed under
      menu: [{ label: 'Ungrouped', icon: 'book', order: 1 }],
    } satisfies StaffScreen;
    expect(ungrouped.menu[0]?.label).toBe('Ungrouped');
  });

  it('lets admins open everything, a role its own screens, and nobody signed out', () => {
    expect(canOpen(['finance'], 'admin')).toBe(true);
    expect(canOpen(['finance'], 'finance')).toBe(true);
    expect(canOpen(['finance'], 'production')).toBe(false);
    expect(canOpen('all', 'outlet')).toBe(true);
    expect(canOpen('all', undefined)).toBe(false);
  });
});
