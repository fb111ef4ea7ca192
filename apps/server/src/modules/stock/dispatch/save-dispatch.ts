import {
  businessDay,
  type Dispatch,
  type SaveDispatchRequest,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dispatches, dispatchLines } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { findProducts } from '../../inventory/find-products.ts';
import { outletExists } from '../../organisation/outlet-exists.ts';
import { teamExists } from '../../organisation/team-exists.ts';
import { getDispatchPlan } from './get-dispatch-plan.ts';
import { getDispatch } from './list-dispatches.ts';

/**
 * PUT /api/stock/dispatches: Daily Dispatch's Submit. Saves today's dispatch of a team to an outlet
 * on the server (the older system kept it in the browser), replacing the lines of one saved
 * before; nothing moves until it is confirmed with a driver and a vehicle.
 */
export async function saveDispatch(
  db: Database,
  options: { request: SaveDispatchRequest; user: SignedUser; now?: Date },
): Promise<Dispatch> {
  const { teamId, outletId, lines } = options.request;
  assertTeamAccess(options.user, teamId);
  const day = businessDay(options.now);
  return db.transaction(async (tx) => {
    if (!(await teamExists(tx, teamId))) {
      throw AppError.validation([{ path: 'teamId', message: `teamId: no team "${teamId}"` }]);
    }
    if (outletId === WAREHOUSE_OUTLET_ID || !(await outletExists(tx, outletId))) {
      throw AppError.validation([{ path: 'outletId', message: 'Select Outlet: please choose an outlet' }]);
    }
    const products = await findProducts(
      tx,
      lines.map((line) => line.productId),
    );
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      const product = products.get(line.productId);
      if (!product)
        errors.push({ path: `lines.${i}.productId`, message: `productId: no product "${line.productId}"` });
      else if (product.teamId !== teamId) {
        errors.push({
          path: `lines.${i}.productId`,
          message: `${product.name} ${product.variantName} is made by another team`,
        });
      }
      if (seen.has(line.productId)) {
        errors.push({ path: `lines.${i}.productId`, message: 'productId: listed twice' });
      }
      seen.add(line.productId);
    });
    if (errors.length > 0) throw AppError.validation(errors);

    // One save at a time per team and day: the D-order is the next number, never taken twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dispatch:${teamId}:${day}`}))`);
    const [existing] = await tx
      .select({ id: dispatches.id })
      .from(dispatches)
      .where(
        and(
          eq(dispatches.teamId, teamId),
          eq(dispatches.outletId, outletId),
          eq(dispatches.businessDay, day),
          eq(dispatches.state, 'saved'),
        ),
      );
    let id: number;
    if (existing) {
      id = existing.id;
      await tx.delete(dispatchLines).where(eq(dispatchLines.dispatchId, id));
    } else {
      const [next] = await tx
        .execute<{ n: number }>(sql`
        select coalesce(max(dispatch_order), 0) + 1 as n from dispatches
        where team_id = ${teamId} and business_day = ${day}::date`)
        .then((r) => r.rows);
      const [created] = await tx
        .insert(dispatches)
        .values({
          businessDay: day,
          teamId,
          outletId,
          senderOutletId: WAREHOUSE_OUTLET_ID,
          dispatchOrder: next?.n ?? 1,
          state: 'saved',
          createdByUserId: options.user.id,
          createdByName: options.user.displayName,
        })
        .returning({ id: dispatches.id });
      id = (created as { id: number }).id;
    }
    const plan = await getDispatchPlan(tx, { teamId, outletId, now: options.now });
    const planned = new Map(plan.lines.map((line) => [line.productId, line.planned]));
    await tx.insert(dispatchLines).values(
      lines.map((line) => ({
        dispatchId: id,
        productId: line.productId,
        quantityPlanned: planned.get(line.productId) ?? 0,
        quantitySent: line.quantitySent,
      })),
    );
    return getDispatch(tx, id);
  });
}
