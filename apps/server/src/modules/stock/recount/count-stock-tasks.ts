import { businessDay } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

type Counted<K extends string> = Record<K, string> & { count: number };

/**
 * What waits in stock, counted with the conditions of the lists that settle it: today's dispatches
 * saved and not sent, per team (Daily Dispatch Confirm, list-dispatches.ts); dispatches on their
 * way with lines not yet received, per outlet (Stock Received, list-receipt-lines.ts); open
 * disputes (list-disputes.ts); recounted lines awaiting an admin, per outlet
 * (list-count-approvals.ts). `outletId` narrows the per-outlet counts and the disputes, `teamId`
 * the dispatches; the caller decides the scope.
 */
export async function countStockTasks(
  db: DbOrTx,
  options: { teamId?: string | undefined; outletId?: string | undefined; now?: Date },
) {
  const team = options.teamId === undefined ? sql`` : sql`and d.team_id = ${options.teamId}`;
  const outlet = (column: ReturnType<typeof sql.raw>) =>
    options.outletId === undefined ? sql`` : sql`and ${column} = ${options.outletId}`;
  const [saved, waiting, disputes, recounts] = await Promise.all([
    db.execute<Counted<'team_id' | 'team_name'>>(sql`
      select d.team_id, t.name as team_name, count(*)::int as count
      from dispatches d join teams t on t.id = d.team_id
      where d.state = 'saved' and d.business_day = ${businessDay(options.now)}::date ${team}
      group by d.team_id, t.name`),
    db.execute<Counted<'outlet_id'>>(sql`
      select d.outlet_id, count(distinct d.id)::int as count
      from dispatches d join dispatch_lines l on l.dispatch_id = d.id
      where d.state = 'dispatched' and l.quantity_received is null ${outlet(sql.raw('d.outlet_id'))}
      group by d.outlet_id`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from disputes x
      where x.resolved_at is null
        ${
          options.outletId === undefined
            ? sql``
            : sql`and exists (select 1 from dispatch_lines l join dispatches d on d.id = l.dispatch_id
                where l.id = x.dispatch_line_id and d.outlet_id = ${options.outletId})`
        }`),
    db.execute<Counted<'outlet_id'>>(sql`
      select c.outlet_id, count(*)::int as count
      from stock_count_lines l join stock_counts c on c.id = l.count_id
      where l.state = 'awaiting-approval' ${outlet(sql.raw('c.outlet_id'))}
      group by c.outlet_id`),
  ]);
  return {
    savedDispatches: saved.rows.map((r) => ({ teamId: r.team_id, teamName: r.team_name, count: r.count })),
    waitingReceipts: waiting.rows.map((r) => ({ outletId: r.outlet_id, count: r.count })),
    openDisputes: disputes.rows[0]?.count ?? 0,
    awaitingRecounts: recounts.rows.map((r) => ({ outletId: r.outlet_id, count: r.count })),
  };
}
