import type { CreateDriverRequest, Driver, SignedUser } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { drivers } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Adds a driver; a name already kept (in any case) is refused, naming the field. */
export async function createDriver(
  db: Database,
  options: { request: CreateDriverRequest; user: SignedUser },
): Promise<Driver> {
  const name = options.request.name.replace(/\s+/g, ' ');
  const phone = options.request.phone ? options.request.phone : null;
  const [created] = await db
    .insert(drivers)
    .values({ name, phone, createdByUserId: options.user.id })
    // The only unique key besides the id is the lower-cased name.
    .onConflictDoNothing()
    .returning({ id: drivers.id, name: drivers.name, phone: drivers.phone });
  if (!created) {
    throw new AppError('conflict', `Driver's Name: "${name}" is already on the list`, [
      { path: 'name', message: `"${name}" is already on the list` },
    ]);
  }
  return { ...created, busy: null };
}
