import type { Outlet } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outlets } from '../../db/schema/index.ts';

/** The four outlets, then the warehouse pseudo-outlet. */
export async function listOutlets(db: Database): Promise<Outlet[]> {
  return db
    .select({ id: outlets.id, name: outlets.name, type: outlets.type, colour: outlets.colour })
    .from(outlets)
    .orderBy(asc(outlets.order), asc(outlets.id));
}
