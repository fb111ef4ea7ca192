import type { Unit } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { units } from '../../db/schema/index.ts';

export async function listUnits(db: Database): Promise<Unit[]> {
  return db.select({ id: units.id, name: units.name }).from(units).orderBy(asc(units.name));
}
