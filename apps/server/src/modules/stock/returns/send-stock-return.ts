import {
  businessDay,
  type SendReturnRequest,
  type SignedUser,
  type StockReturn,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dispatches, dispatchLines, outlets, products } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { assertOutletAccess } from '../../auth/team-scope.ts';
import { findBooking } from '../dispatch/confirm-dispatch.ts';
import { sentNowBy } from '../dispatch/dispatch-label.ts';
import { moveOntoTrip } from '../transport/move-onto-trip.ts';
import { listStockReturns } from './list-stock-returns.ts';

/**
 * POST /api/stock/returns (Send Stocks from Store): a store sends stock back to the warehouse with
 * a driver and a vehicle. In one transaction a return R{n} is written (the store's nth of the day),
 * the store's stock is checked (its balance rows locked) and moved onto the trip; the warehouse
 * then receives it on Stock Received like any delivery, a difference opening a dispute.
 */
export async function sendStockReturn(
  db: Database,
  options: { request: SendReturnRequest; user: SignedUser; now?: Date },
): Promise<StockReturn> {
  const { outletId, lines, reason } = options.request;
  assertOutletAccess(options.user, outletId);
  if (outletId === WAREHOUSE_OUTLET_ID) {
    throw AppError.validation([
      { path: 'outletId', message: 'outletId: a store sends back; the warehouse dispatches' },
    ]);
  }
  const day = businessDay(options.now);
  const id = await db.transaction(async (tx) => {
    const [store] = await tx.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, outletId));
    if (!store) throw AppError.notFound(`outletId: no outlet "${outletId}"`);
    const named = await tx
      .select({ id: products.id, name: products.name, variantName: products.variantName })
      .from(products)
      .where(inArray(products.id, [...new Set(lines.map((line) => line.productId))]));
    const byId = new Map(named.map((p) => [p.id, p]));
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      if (!byId.has(line.productId)) {
        errors.push({ path: `lines.${i}.productId`, message: `productId: no product "${line.productId}"` });
      } else if (seen.has(line.productId)) {
        errors.push({ path: `lines.${i}.productId`, message: 'This product is listed twice' });
      }
      seen.add(line.productId);
    });
    if (errors.length > 0) throw AppError.validation(errors);
    const booking = await findBooking(tx, options.request);

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`return:${outletId}:${day}`}))`);
    const [next] = (
      await tx.execute<{ n: number }>(sql`
        select coalesce(max(dispatch_order), 0) + 1 as n from dispatches
        where kind = 'return' and sender_outlet_id = ${outletId} and business_day = ${day}::date`)
    ).rows;
    const [created] = await tx
      .insert(dispatches)
      .values({
        businessDay: day,
        teamId: null,
        kind: 'return',
        returnReason: reason,
        outletId: WAREHOUSE_OUTLET_ID,
        senderOutletId: outletId,
        dispatchOrder: next?.n ?? 1,
        ...sentNowBy(options.user),
      })
      .returning({ id: dispatches.id });
    const returnId = (created as { id: number }).id;
    const written = await tx
      .insert(dispatchLines)
      .values(
        lines.map((line) => ({
          dispatchId: returnId,
          productId: line.productId,
          quantityPlanned: 0,
          quantitySent: line.quantity,
        })),
      )
      .returning({ id: dispatchLines.id, productId: dispatchLines.productId });
    const lineIds = new Map(written.map((line) => [line.productId, line.id]));
    const tripId = await moveOntoTrip(tx, {
      senderOutletId: outletId,
      senderName: store.name,
      lines: lines.map((line) => {
        const product = byId.get(line.productId);
        return {
          id: lineIds.get(line.productId) as number,
          productId: line.productId,
          label: `${product?.name ?? ''} ${product?.variantName ?? ''}`.trim(),
          quantitySent: line.quantity,
        };
      }),
      booking,
      user: options.user,
      day,
      now: options.now,
      paths: { driver: 'driverId', vehicle: 'vehicleId', line: (i) => `lines.${i}.quantity` },
    });
    await tx.update(dispatches).set({ tripId }).where(eq(dispatches.id, returnId));
    return returnId;
  });
  const [sent] = await listStockReturns(db, { id });
  if (!sent) throw new Error(`return ${id} was written and is not found`);
  return sent;
}
