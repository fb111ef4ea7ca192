import { businessDay, type Transport } from '@kadai/contract';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { drivers, vehicles } from '../../../db/schema/index.ts';

/**
 * Drivers and vehicles with the trip each is on today, if it is still in transit: the confirm
 * dialog shows them as busy, and confirm-dispatch refuses to book them with anyone else.
 */
export async function listTransport(db: DbOrTx, options: { now?: Date } = {}): Promise<Transport> {
  const day = businessDay(options.now);
  const [driverRows, vehicleRows] = await Promise.all([
    db
      .select({
        id: drivers.id,
        name: drivers.name,
        phone: drivers.phone,
        tripId: sql<number | null>`t.id`,
        partner: sql<string | null>`v.number`,
        since: sql<string | null>`to_char(t.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"')`,
      })
      .from(drivers)
      .leftJoin(
        sql`trips t`,
        sql`t.driver_id = ${drivers.id} and t.state = 'in-transit' and t.business_day = ${day}::date`,
      )
      .leftJoin(sql`vehicles v`, sql`v.id = t.vehicle_id`)
      .orderBy(asc(drivers.name)),
    db
      .select({
        id: vehicles.id,
        number: vehicles.number,
        tripId: sql<number | null>`t.id`,
        partner: sql<string | null>`d.name`,
        since: sql<string | null>`to_char(t.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"')`,
      })
      .from(vehicles)
      .leftJoin(
        sql`trips t`,
        sql`t.vehicle_id = ${vehicles.id} and t.state = 'in-transit' and t.business_day = ${day}::date`,
      )
      .leftJoin(sql`drivers d`, sql`d.id = t.driver_id`)
      .orderBy(asc(vehicles.number)),
  ]);
  return {
    drivers: driverRows.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      busy:
        row.tripId === null
          ? null
          : { tripId: row.tripId, vehicleNumber: row.partner ?? '', since: row.since ?? '' },
    })),
    vehicles: vehicleRows.map((row) => ({
      id: row.id,
      number: row.number,
      busy:
        row.tripId === null
          ? null
          : { tripId: row.tripId, driverName: row.partner ?? '', since: row.since ?? '' },
    })),
  };
}
