import {
  businessDay,
  type MovementInput,
  type SignedUser,
  STOCK_MESSAGES,
  vehicleKey,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { dispatches, dispatchLines, drivers, vehicles } from '../../../db/schema/index.ts';
import type { FieldError } from '../../../lib/app-error.ts';
import type { ProductFacts } from '../../inventory/find-products.ts';
import { moveOntoTrip } from '../transport/move-onto-trip.ts';
import { sentNowBy } from './dispatch-label.ts';
import { getDispatchPlan } from './get-dispatch-plan.ts';

/**
 * The older client's dispatch and receipt through product-movement/batch/add (operations.md §7):
 * a 'dispatched' row needs its driver, then its vehicle (§5), leaves from the warehouse for an
 * outlet, and belongs to a team. A 'received' row is refused: a receipt moves stock and opens
 * disputes, which Stock Received does.
 */
export function dispatchRowErrors(
  rows: readonly MovementInput[],
  products: ReadonlyMap<string, ProductFacts>,
): FieldError[] {
  const errors: FieldError[] = [];
  rows.forEach((row, i) => {
    if (row.folder_id === 'received') {
      errors.push({
        path: `${i}.folder_id`,
        message:
          'folder_id: a receipt is confirmed on Stock Received (POST /api/stock/receipts), which moves the stock',
      });
    }
    if (row.folder_id !== 'dispatched') return;
    if (!row.driver_name) errors.push({ path: `${i}.driver_name`, message: STOCK_MESSAGES.chooseDriver });
    else if (!row.vehicle_number)
      errors.push({ path: `${i}.vehicle_number`, message: STOCK_MESSAGES.chooseVehicle });
    if (row.sender_outlet_id !== WAREHOUSE_OUTLET_ID) {
      errors.push({
        path: `${i}.sender_outlet_id`,
        message: `sender_outlet_id: a dispatch leaves from the warehouse (${WAREHOUSE_OUTLET_ID})`,
      });
    } else if (row.receiver_outlet_id === WAREHOUSE_OUTLET_ID) {
      errors.push({
        path: `${i}.receiver_outlet_id`,
        message: 'receiver_outlet_id: a dispatch goes to an outlet',
      });
    }
    if (!row.team_id && !products.get(row.product_id)?.teamId) {
      errors.push({
        path: `${i}.team_id`,
        message: 'team_id: a dispatch of a bought-in product needs its team',
      });
    }
  });
  return errors;
}

/** The driver of this name (in any case), or a new one: the older client sends names, not ids. */
async function driverNamed(tx: Tx, name: string, user: SignedUser) {
  const clean = name.replace(/\s+/g, ' ').trim();
  await tx.insert(drivers).values({ name: clean, createdByUserId: user.id }).onConflictDoNothing();
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(sql`lower(${drivers.name}) = lower(${clean})`);
  return driver as { id: number; name: string };
}

async function vehicleNumbered(tx: Tx, number: string, user: SignedUser) {
  const key = vehicleKey(number);
  await tx
    .insert(vehicles)
    .values({
      number: number.replace(/\s+/g, ' ').trim().toUpperCase(),
      numberKey: key,
      createdByUserId: user.id,
    })
    .onConflictDoNothing();
  const [vehicle] = await tx
    .select({ id: vehicles.id, number: vehicles.number })
    .from(vehicles)
    .where(eq(vehicles.numberKey, key));
  return vehicle as { id: number; number: string };
}

/**
 * Writes the dispatches the 'dispatched' rows of a batch describe, in the batch's transaction: one
 * dispatch per team, outlet, driver and vehicle, sent at once (the older client had no saved
 * step), its stock moved from the warehouse onto the trip like Confirm Dispatch does. A refusal
 * (the warehouse holds less, a driver on another van) names the batch's row.
 */
export async function dispatchMovements(
  tx: Tx,
  options: {
    rows: readonly MovementInput[];
    products: ReadonlyMap<string, ProductFacts>;
    user: SignedUser;
    now?: Date | undefined;
  },
): Promise<void> {
  const day = businessDay(options.now);
  const groups = new Map<
    string,
    { teamId: string; outletId: string; driver: string; vehicle: string; rows: number[] }
  >();
  options.rows.forEach((row, i) => {
    if (row.folder_id !== 'dispatched') return;
    const teamId = row.team_id ?? (options.products.get(row.product_id)?.teamId as string);
    const driver = (row.driver_name as string).replace(/\s+/g, ' ').trim();
    const vehicle = row.vehicle_number as string;
    const key = JSON.stringify([teamId, row.receiver_outlet_id, driver.toLowerCase(), vehicleKey(vehicle)]);
    const group = groups.get(key) ?? { teamId, outletId: row.receiver_outlet_id, driver, vehicle, rows: [] };
    group.rows.push(i);
    groups.set(key, group);
  });

  for (const group of groups.values()) {
    const first = group.rows[0] as number;
    const booking = {
      driver: await driverNamed(tx, group.driver, options.user),
      vehicle: await vehicleNumbered(tx, group.vehicle, options.user),
    };
    // One line per product; its first row is where a refusal points.
    const byProduct = new Map<string, { quantity: number; row: number }>();
    for (const i of group.rows) {
      const row = options.rows[i] as MovementInput;
      const line = byProduct.get(row.product_id) ?? { quantity: 0, row: i };
      line.quantity += Math.round(row.quantity_sent * 1000);
      byProduct.set(row.product_id, line);
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dispatch:${group.teamId}:${day}`}))`);
    const [next] = (
      await tx.execute<{ n: number }>(sql`
        select coalesce(max(dispatch_order), 0) + 1 as n from dispatches
        where team_id = ${group.teamId} and business_day = ${day}::date`)
    ).rows;
    const [dispatch] = await tx
      .insert(dispatches)
      .values({
        businessDay: day,
        teamId: group.teamId,
        outletId: group.outletId,
        senderOutletId: WAREHOUSE_OUTLET_ID,
        dispatchOrder: next?.n ?? 1,
        ...sentNowBy(options.user),
      })
      .returning({ id: dispatches.id });
    const dispatchId = (dispatch as { id: number }).id;
    const plan = await getDispatchPlan(tx, {
      teamId: group.teamId,
      outletId: group.outletId,
      now: options.now,
    });
    const planned = new Map(plan.lines.map((line) => [line.productId, line.planned]));
    const lines = await tx
      .insert(dispatchLines)
      .values(
        [...byProduct].map(([productId, line]) => ({
          dispatchId,
          productId,
          quantityPlanned: planned.get(productId) ?? 0,
          quantitySent: line.quantity / 1000,
        })),
      )
      .returning({
        id: dispatchLines.id,
        productId: dispatchLines.productId,
        quantitySent: dispatchLines.quantitySent,
      });
    const rowOf = (productId: string) => byProduct.get(productId)?.row ?? first;
    const tripId = await moveOntoTrip(tx, {
      senderOutletId: WAREHOUSE_OUTLET_ID,
      lines: lines.map((line) => {
        const product = options.products.get(line.productId);
        return {
          id: line.id,
          productId: line.productId,
          label: product ? `${product.name} ${product.variantName}`.trim() : line.productId,
          quantitySent: Number(line.quantitySent),
        };
      }),
      booking,
      user: options.user,
      day,
      now: options.now,
      paths: {
        driver: `${first}.driver_name`,
        vehicle: `${first}.vehicle_number`,
        line: (i) => `${rowOf(lines[i]?.productId ?? '')}.quantity_sent`,
      },
    });
    await tx.update(dispatches).set({ tripId }).where(eq(dispatches.id, dispatchId));
  }
}
