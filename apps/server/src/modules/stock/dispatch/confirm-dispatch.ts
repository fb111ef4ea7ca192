import {
  businessDay,
  type ConfirmDispatchRequest,
  type Dispatch,
  type SignedUser,
  STOCK_MESSAGES,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { dispatches, drivers, trips, vehicles } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { type Booking, moveOntoTrip } from '../transport/move-onto-trip.ts';
import { getDispatch } from './list-dispatches.ts';

/** The driver and vehicle chosen, which must exist (the schemas have checked both are given, driver first). */
export async function findBooking(
  tx: Tx,
  request: Pick<ConfirmDispatchRequest, 'driverId' | 'vehicleId'>,
): Promise<Booking> {
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
    const tripId = await moveOntoTrip(tx, {
      senderOutletId: dispatch.senderOutletId,
      lines: current.lines.map((line) => ({
        id: line.id,
        productId: line.productId,
        label: `${line.productName} ${line.variantName}`.trim(),
        quantitySent: line.quantitySent,
      })),
      booking,
      user: options.user,
      day,
      now: options.now,
      paths: { driver: 'driverId', vehicle: 'vehicleId', line: (i) => `lines.${i}.quantitySent` },
    });
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
