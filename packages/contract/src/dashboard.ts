import { z } from 'zod';
import type { Role } from './auth.ts';

/**
 * The dashboard's figures (what needs a person first, in one place): each a count of things to look at or to
 * do, with the screen that settles it. Finer than the screens' roles on purpose: a figure is shown to the
 * people who act on it, not to everyone who may open its screen.
 */
export const DASHBOARD_FIGURE_KINDS = [
  'orders-today',
  'orders-waiting',
  'dispatches-to-confirm',
  'receipts-waiting',
  'open-disputes',
  'recounts-awaiting-approval',
  'items-under-minimum',
  'card-payments-flagged',
  'mail-failed',
  'sms-failed',
] as const;
export type DashboardFigureKind = (typeof DASHBOARD_FIGURE_KINDS)[number];

/** Who sees each figure. Admins are named where they act on it, not everywhere. */
export const DASHBOARD_FIGURE_ROLES: Record<DashboardFigureKind, readonly Role[]> = {
  'orders-today': ['admin', 'finance'],
  'orders-waiting': ['admin', 'finance'],
  'dispatches-to-confirm': ['warehouse', 'production'],
  'receipts-waiting': ['warehouse', 'outlet'],
  'open-disputes': ['warehouse', 'admin'],
  'recounts-awaiting-approval': ['admin'],
  'items-under-minimum': ['production', 'outlet'],
  'card-payments-flagged': ['finance', 'admin'],
  'mail-failed': ['admin'],
  'sms-failed': ['admin'],
};

/** The figures a role sees, in the dashboard's order. */
export function dashboardFiguresFor(role: Role): DashboardFigureKind[] {
  return DASHBOARD_FIGURE_KINDS.filter((kind) => DASHBOARD_FIGURE_ROLES[kind].includes(role));
}

export const dashboardFigureSchema = z.strictObject({
  kind: z.enum(DASHBOARD_FIGURE_KINDS),
  count: z.number().int().nonnegative(),
  /**
   * The one team or outlet the count is about, when it is one (the user's own, or the only one with
   * something waiting): the link then opens that team's or outlet's screen instead of asking which.
   */
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  outletId: z.string().nullable(),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

export const dashboardFiguresSchema = z.strictObject({ figures: z.array(dashboardFigureSchema) });
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
