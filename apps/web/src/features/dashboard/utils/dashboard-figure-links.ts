import type { DashboardFigure, DashboardFigureKind, Role } from '@kadai/contract';

const teamQuery = (f: DashboardFigure) =>
  f.teamId ? `?${new URLSearchParams({ teamId: f.teamId, teamName: f.teamName ?? f.teamId })}` : '';
const outletQuery = (f: DashboardFigure) =>
  f.outletId ? `?${new URLSearchParams({ outletId: f.outletId })}` : '';

/**
 * Each figure's words and the screen that settles it. A figure for several teams or outlets opens
 * the screen without one, and the screen asks which. `todo: false` is for information only, so it
 * is never highlighted.
 */
export const FIGURES: Record<
  DashboardFigureKind,
  { label: string; todo: boolean; to: (f: DashboardFigure, role: Role | undefined) => string }
> = {
  'orders-today': { label: 'Orders today', todo: false, to: () => '/admin' },
  'orders-waiting': { label: 'Orders not yet delivered', todo: true, to: () => '/admin' },
  'dispatches-to-confirm': {
    label: 'Dispatches saved, not sent',
    todo: true,
    to: (f) => `/daily-dispatch-confirm${teamQuery(f)}`,
  },
  'receipts-waiting': {
    label: 'Deliveries to receive',
    todo: true,
    to: (f) => `/stock-received${outletQuery(f)}`,
  },
  'open-disputes': { label: 'Open disputes', todo: true, to: () => '/product-movement-mismatches' },
  'recounts-awaiting-approval': {
    label: 'Recounts to approve',
    todo: true,
    to: (f) => `/stock-recount${outletQuery(f)}`,
  },
  'items-under-minimum': {
    label: 'Items under minimum stock',
    todo: true,
    // The kitchens plan what an outlet is short of; the outlet sees what is coming to it today.
    to: (f, role) =>
      role === 'outlet'
        ? `/daily-kitchen-todo-for-outlet${outletQuery(f)}`
        : `/urgent-planning${teamQuery(f)}`,
  },
  'card-payments-flagged': { label: 'Card payments to look at', todo: true, to: () => '/card-payments' },
  'mail-failed': { label: 'Mails not sent', todo: true, to: () => '/outbox' },
  'sms-failed': { label: 'Text messages not sent', todo: true, to: () => '/outbox?show=sms' },
};

/** A figure asks for work (is highlighted) when it is a to-do and counts something. */
export function isBusyFigure(figure: DashboardFigure): boolean {
  return FIGURES[figure.kind].todo && figure.count > 0;
}
