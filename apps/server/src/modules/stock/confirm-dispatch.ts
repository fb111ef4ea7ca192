import {
  businessClock,
  businessDay,
  type ConfirmDispatchRequest,
  type Dispatch,
  type SignedUser,
  STOCK_MESSAGES,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { dispatches, drivers, trips, vehicles } from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { assertTeamAccess } from '../auth/team-scope.ts';
import { getDispatch } from './list-dispatches.ts';
import { postStockMoves } from './post-stock-moves.ts';
import { outletPlace, tripPlace } from './stock-places.ts';

interface Booking {
  driver: { id: number; name: string };
  vehicle: { id: number; number: string };
}

/**
 * The trip this dispatch travels on: the one the same driver and vehicle are already on today
 * (a van doing its round of the outlets), else a new one. A driver in another vehicle, or a vehicle
 * with another driver, is refused: nobody is booked twice at once. The driver and vehicle rows are
 * locked first, so two confirms at the same moment cannot both pass the check.
 */
async function bookTrip(
  tx: Tx,
  booking: Booking,
  options: { user: SignedUser; day: string },
): Promise<number> {
  await tx.execute(sql`select 1 from drivers where id = ${booking.driver.id} for update`);
  await tx.execute(sql`select 1 from vehicles where id = ${booking.vehicle.id} for update`);
  const open = await tx.execute<{
    id: number;
    driver_id: number;
    vehicle_id: number;
    driver_name: string;
    vehicle_number: string;
    started_at: Date;
  }>(sql`
    select t.id, t.driver_id, t.vehicle_id, d.name as driver_name, v.number as vehicle_number, t.started_at
    from trips t join drivers d on d.id = t.driver_id join vehicles v on v.id = t.vehicle_id
    where t.state = 'in-transit' and t.business_day = ${options.day}::date
      and (t.driver_id = ${booking.driver.id} or t.vehicle_id = ${booking.vehicle.id})
    order by t.id`);
  const same = open.rows.find(
    (trip) => trip.driver_id === booking.driver.id && trip.vehicle_id === booking.vehicle.id,
  );
  if (same) return same.id;
  const driverBusy = open.rows.find((trip) => trip.driver_id === booking.driver.id);
  if (driverBusy) {
    const message = `${booking.driver.name} is on trip T${driverBusy.id} with ${driverBusy.vehicle_number} (in transit since ${businessClock(driverBusy.started_at)})`;
    throw new AppError('conflict', message, [{ path: 'driverId', message }]);
  }
  const vehicleBusy = open.rows.find((trip) => trip.vehicle_id === booking.vehicle.id);
  if (vehicleBusy) {
    const message = `${booking.vehicle.number} is on trip T${vehicleBusy.id} with ${vehicleBusy.driver_name} (in transit since ${businessClock(vehicleBusy.started_at)})`;
    throw new AppError('conflict', message, [{ path: 'vehicleId', message }]);
  }
  const [trip] = await tx
    .insert(trips)
    .values({
      driverId: booking.driver.id,
      vehicleId: booking.vehicle.id,
      businessDay: options.day,
      state: 'in-transit',
      startedByUserId: options.user.id,
      startedByName: options.user.displayName,
    })
    .returning({ id: trips.id });
  return (trip as { id: number }).id;
}

async function findBooking(tx: Tx, request: ConfirmDispatchRequest): Promise<Booking> {
  // The schema has checked both are given (driver first, §5); here they must exist.
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(eq(drivers.id, request.driverId as number));
  if (!driver) throw AppError.validation([{ path: 'driverId', message: STOCK_MESSAGES.chooseDriver }]);
  const [vehicle] = await tx
    .select({ id: vehicles.id, number: vehicles.number })
    .from(vehicles)
    .where(eq(vehicles.id, request.vehicleId as number));
  if (!vehicle) throw AppError.validation([{ path: 'vehicleId', message: STOCK_MESSAGES.chooseVehicle }]);
  return { driver, vehicle };
}

/**
 * POST /api/stock/dispatches/:id/confirm: the dispatch leaves the warehouse. In one transaction
 * its lines move from the warehouse's stock into the trip's (in transit) and the dispatch is
 * marked dispatched. The warehouse must hold what is sent (its balance rows are locked while
 * checked). Confirming again with the same driver and vehicle answers the dispatch as it is.
 */
export async function confirmDispatch(
  db: Database,
  options: { id: number; request: ConfirmDispatchRequest; user: SignedUser; now?: Date },
): Promise<Dispatch> {
  const day = businessDay(options.now);
  return db.transaction(async (tx) => {
    const [dispatch] = await tx.select().from(dispatches).where(eq(dispatches.id, options.id)).for('update');
    if (!dispatch) throw AppError.notFound('This dispatch does not exist (any more)');
    assertTeamAccess(options.user, dispatch.teamId);
    const booking = await findBooking(tx, options.request);
    if (dispatch.state !== 'saved') {
      const current = await getDispatch(tx, dispatch.id);
      const trip = dispatch.tripId
        ? await tx
            .select({ driverId: trips.driverId, vehicleId: trips.vehicleId })
            .from(trips)
            .where(eq(trips.id, dispatch.tripId))
        : [];
      if (trip[0]?.driverId === booking.driver.id && trip[0]?.vehicleId === booking.vehicle.id)
        return current;
      throw new AppError(
        'conflict',
        `D${dispatch.dispatchOrder} was dispatched already by ${dispatch.dispatchedByName} with ${current.trip?.driverName} and ${current.trip?.vehicleNumber}`,
      );
    }

    const current = await getDispatch(tx, dispatch.id);
    const warehouse = await outletPlace(tx, dispatch.senderOutletId);
    const held = await tx.execute<{ product_id: string; quantity: number }>(sql`
      select product_id, quantity from stock_balances
      where place_id = ${warehouse}
        and product_id in (select product_id from dispatch_lines where dispatch_id = ${dispatch.id})
      order by product_id
      for update`);
    const onHand = new Map(held.rows.map((row) => [row.product_id, Number(row.quantity)]));
    const short: FieldError[] = [];
    current.lines.forEach((line, i) => {
      const have = onHand.get(line.productId) ?? 0;
      if (Math.round(have * 1000) < Math.round(line.quantitySent * 1000)) {
        short.push({
          path: `lines.${i}.quantitySent`,
          message: `${line.productName} ${line.variantName}: ${line.quantitySent} to send, the warehouse holds ${have}`,
        });
      }
    });
    if (short.length > 0)
      throw new AppError('conflict', short[0]?.message ?? 'The warehouse holds less', short);

    const tripId = await bookTrip(tx, booking, { user: options.user, day });
    const transit = await tripPlace(tx, tripId);
    await postStockMoves(
      tx,
      current.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantitySent,
        from: warehouse,
        to: transit,
        reason: 'dispatched' as const,
        dispatchLineId: line.id,
      })),
      { user: options.user, now: options.now },
    );
    await tx
      .update(dispatches)
      .set({
        state: 'dispatched',
        tripId,
        dispatchedAt: sql`now()`,
        dispatchedByUserId: options.user.id,
        dispatchedByName: options.user.displayName,
      })
      .where(and(eq(dispatches.id, dispatch.id), eq(dispatches.state, 'saved')));
    return getDispatch(tx, dispatch.id);
  });
}
