import { type CreateVehicleRequest, type SignedUser, type Vehicle, vehicleKey } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { vehicles } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Adds a vehicle; the same plate however spaced or cased is refused, naming the field. */
export async function createVehicle(
  db: Database,
  options: { request: CreateVehicleRequest; user: SignedUser },
): Promise<Vehicle> {
  const number = options.request.number.replace(/\s+/g, ' ').toUpperCase();
  const [created] = await db
    .insert(vehicles)
    .values({ number, numberKey: vehicleKey(number), createdByUserId: options.user.id })
    .onConflictDoNothing({ target: vehicles.numberKey })
    .returning({ id: vehicles.id, number: vehicles.number });
  if (!created) {
    throw new AppError('conflict', `Vehicle Number: ${number} is already on the list`, [
      { path: 'number', message: `${number} is already on the list` },
    ]);
  }
  return { ...created, busy: null };
}
