import { businessClock, type SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { trips } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { postStockMoves } from '../ledger/post-stock-moves.ts';
import { outletPlace, tripPlace } from '../ledger/stock-places.ts';

export interface Booking {
  driver: { id: number; name: string };
  vehicle: { id: number; number: string };
}

export interface LineToSend {
  id: number;
  productId: string;
  label: string;
  quantitySent: number;
}

/** Where each refusal points: the confirm's fields, or the data API's rows. */
export interface SendPaths {
  driver: string;
  vehicle: string;
  line: (index: number) => string;
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
  options: { user: SignedUser; day: string; paths: SendPaths },
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
    throw new AppError('conflict', message, [{ path: options.paths.driver, message }]);
  }
  const vehicleBusy = open.rows.find((trip) => trip.vehicle_id === booking.vehicle.id);
  if (vehicleBusy) {
    const message = `${booking.vehicle.number} is on trip T${vehicleBusy.id} with ${vehicleBusy.driver_name} (in transit since ${businessClock(vehicleBusy.started_at)})`;
    throw new AppError('conflict', message, [{ path: options.paths.vehicle, message }]);
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

/**
 * The stock of a dispatch leaves its sender for a trip: the sender must hold what is sent (its
 * balance rows are locked while checked), the driver and vehicle are booked, and each line moves
 * onto the trip (in transit). Returns the trip. Used by Confirm Dispatch and by the older client's
 * dispatch through the data API, inside their transactions.
 */
export async function moveOntoTrip(
  tx: Tx,
  options: {
    senderOutletId: string;
    /** How the refusal names the sender: 'the warehouse' unless said ('Adyar' for a return). */
    senderName?: string;
    lines: readonly LineToSend[];
    booking: Booking;
    user: SignedUser;
    day: string;
    now?: Date | undefined;
    paths: SendPaths;
  },
): Promise<number> {
  const sender = await outletPlace(tx, options.senderOutletId);
  const held = await tx.execute<{ product_id: string; quantity: number }>(sql`
    select product_id, quantity from stock_balances
    where place_id = ${sender}
      and product_id in (select jsonb_array_elements_text(${JSON.stringify(options.lines.map((l) => l.productId))}::jsonb))
    order by product_id
    for update`);
  const onHand = new Map(held.rows.map((row) => [row.product_id, Number(row.quantity)]));
  // Several lines of one product (the data API's rows) draw on the same stock.
  const wanted = new Map<string, number>();
  const short: FieldError[] = [];
  options.lines.forEach((line, i) => {
    const total = (wanted.get(line.productId) ?? 0) + Math.round(line.quantitySent * 1000);
    wanted.set(line.productId, total);
    const have = onHand.get(line.productId) ?? 0;
    if (Math.round(have * 1000) < total) {
      short.push({
        path: options.paths.line(i),
        message: `${line.label}: ${total / 1000} to send, ${options.senderName ?? 'the warehouse'} holds ${have}`,
      });
    }
  });
  if (short.length > 0) throw new AppError('conflict', short[0]?.message ?? 'The sender holds less', short);

  const tripId = await bookTrip(tx, options.booking, options);
  const transit = await tripPlace(tx, tripId);
  await postStockMoves(
    tx,
    options.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantitySent,
      from: sender,
      to: transit,
      reason: 'dispatched' as const,
      dispatchLineId: line.id,
    })),
    { user: options.user, now: options.now },
  );
  return tripId;
}
