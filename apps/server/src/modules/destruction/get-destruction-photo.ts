import type { SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownTeamOf } from '../auth/team-scope.ts';
import { assertDestructionPlace } from './destruction-scope.ts';

/** A destruction's photo, for those who may see the place it was taken at. */
export async function getDestructionPhoto(
  db: DbOrTx,
  options: { id: number; user: SignedUser },
): Promise<{ contentType: string; bytes: Buffer }> {
  const result = await db.execute<{
    content_type: string;
    bytes: Buffer;
    outlet_id: string | null;
    team_ids: (string | null)[] | null;
  }>(sql`
    select ph.content_type, ph.bytes,
      (select d.outlet_id from stock_destructions d where d.photo_id = ph.id limit 1) as outlet_id,
      (select array_agg(distinct p.team_id) from stock_destructions d join products p on p.id = d.product_id
        where d.photo_id = ph.id) as team_ids
    from destruction_photos ph where ph.id = ${options.id}`);
  const photo = result.rows[0];
  if (!photo?.outlet_id) throw AppError.notFound(`No photo ${options.id}`);
  assertDestructionPlace(options.user, photo.outlet_id);
  // A cook tied to a team sees only the photos of its own products' destruction.
  const team = ownTeamOf(options.user);
  if (team && (photo.team_ids ?? []).some((teamId) => teamId !== team)) {
    throw new AppError('forbidden', `This photo is of another team's stock, not "${team}"'s`);
  }
  return { contentType: photo.content_type, bytes: photo.bytes };
}
