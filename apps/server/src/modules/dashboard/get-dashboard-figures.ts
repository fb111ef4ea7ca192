import {
  type DashboardFigure,
  type DashboardFigureKind,
  type DashboardFigures,
  dashboardFiguresFor,
  type SignedUser,
} from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { ownTeamOf } from '../auth/team-scope.ts';
import { countFailedMessages } from '../notifications/outbox/count-failed-messages.ts';
import { countOpenOrders } from '../orders/order-admin/count-open-orders.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { listTeams } from '../organisation/list-teams.ts';
import { countFlaggedAttempts } from '../payments/finance/count-flagged-attempts.ts';
import { countUrgentProducts } from '../production/planning/count-urgent-products.ts';
import { countStockTasks } from '../stock/recount/count-stock-tasks.ts';

type Where = { teamId?: string; teamName?: string; outletId?: string };
type Part = Where & { count: number };

/** A count over several teams or outlets points at one of them only when just that one has any. */
function onlyOne(parts: readonly Part[]): Where {
  const busy = parts.filter((part) => part.count > 0);
  return busy.length === 1 ? (busy[0] ?? {}) : {};
}

const total = (parts: readonly Part[]) => parts.reduce((sum, part) => sum + part.count, 0);

/**
 * The dashboard's figures for the signed-in user (what needs them first, in one place): only the ones their
 * role acts on (DASHBOARD_FIGURE_ROLES), counted within their own team or outlet when they are tied to one.
 * The scope comes from the session alone, never from the request.
 */
export async function getDashboardFigures(
  db: Database,
  options: { user: SignedUser; now?: Date },
): Promise<DashboardFigures> {
  const { user } = options;
  const kinds = new Set(dashboardFiguresFor(user.role));
  const wants = (...some: DashboardFigureKind[]) => some.some((kind) => kinds.has(kind));
  const ownTeam = ownTeamOf(user);
  const ownOutlet = user.role === 'outlet' && user.outletId ? user.outletId : undefined;

  const [orders, stock, flagged, failed, urgent, teams] = await Promise.all([
    wants('orders-today', 'orders-waiting') ? countOpenOrders(db, options) : undefined,
    wants('dispatches-to-confirm', 'receipts-waiting', 'open-disputes', 'recounts-awaiting-approval')
      ? countStockTasks(db, { teamId: ownTeam, outletId: ownOutlet, now: options.now })
      : undefined,
    wants('card-payments-flagged') ? countFlaggedAttempts(db) : undefined,
    wants('mail-failed', 'sms-failed') ? countFailedMessages(db) : undefined,
    wants('items-under-minimum') ? countUrgent(db, { ownTeam, ownOutlet }) : undefined,
    listTeams(db),
  ]);
  const teamName = (id: string | undefined) => teams.find((team) => team.id === id)?.name;
  const own: Where = ownTeam
    ? { teamId: ownTeam, teamName: teamName(ownTeam) ?? ownTeam }
    : ownOutlet
      ? { outletId: ownOutlet }
      : {};

  const counted: Record<DashboardFigureKind, () => Part> = {
    'orders-today': () => ({ count: orders?.today ?? 0 }),
    'orders-waiting': () => ({ count: orders?.waiting ?? 0 }),
    'dispatches-to-confirm': () => {
      const parts = stock?.savedDispatches ?? [];
      return { count: total(parts), ...(ownTeam ? own : onlyOne(parts)) };
    },
    'receipts-waiting': () => {
      const parts = stock?.waitingReceipts ?? [];
      return { count: total(parts), ...(ownOutlet ? own : onlyOne(parts)) };
    },
    'open-disputes': () => ({ count: stock?.openDisputes ?? 0 }),
    'recounts-awaiting-approval': () => {
      const parts = stock?.awaitingRecounts ?? [];
      return { count: total(parts), ...onlyOne(parts) };
    },
    'items-under-minimum': () => {
      const parts = (urgent ?? []).map((part) => ({ ...part, teamName: teamName(part.teamId) }));
      return { count: total(parts), ...(ownTeam || ownOutlet ? own : onlyOne(parts)) };
    },
    'card-payments-flagged': () => ({ count: flagged ?? 0 }),
    'mail-failed': () => ({ count: failed?.mail ?? 0 }),
    'sms-failed': () => ({ count: failed?.sms ?? 0 }),
  };
  const figures = [...kinds].map((kind): DashboardFigure => {
    const { count, teamId, teamName: name, outletId } = counted[kind]();
    return { kind, count, teamId: teamId ?? null, teamName: name ?? null, outletId: outletId ?? null };
  });
  return { figures };
}

/**
 * Urgent Planning's rows per team: a cook's own team at every outlet, or every team at an outlet
 * user's own outlet (what the kitchens must send it), or every team at every outlet.
 */
async function countUrgent(db: Database, scope: { ownTeam?: string; ownOutlet?: string }) {
  const [teams, outlets] = await Promise.all([listTeams(db), listOutlets(db)]);
  const outletIds = scope.ownOutlet
    ? [scope.ownOutlet]
    : outlets.filter((outlet) => outlet.type === 'outlet').map((outlet) => outlet.id);
  const teamIds = scope.ownTeam ? [scope.ownTeam] : teams.map((team) => team.id);
  return Promise.all(
    teamIds.map(async (teamId) => ({ teamId, count: await countUrgentProducts(db, { teamId, outletIds }) })),
  );
}
