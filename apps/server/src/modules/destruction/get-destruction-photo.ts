import type { SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertDestructionPlace } from './destruction-scope.ts';

/** A destruction's photo, for those who may see the place it was taken at. */
export async function getDestructionPhoto(
  db: DbOrTx,
  options: { id: number; user: SignedUser },
): Promise<{ contentType: string; bytes: Buffer }> {
  const result = await db.execute<{ content_type: string; bytes: Buffer; outlet_id: string | null }>(sql`
    select ph.content_type, ph.bytes,
      (select d.outlet_id from stock_destructions d where d.photo_id = ph.id limit 1) as outlet_id
    from destruction_photos ph where ph.id = ${options.id}`);
  const photo = result.rows[0];
  if (!photo?.outlet_id) throw AppError.notFound(`No photo ${options.id}`);
  assertDestructionPlace(options.user, photo.outlet_id);
  return { contentType: photo.content_type, bytes: photo.bytes };
}
