import type { DbOrTx } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { findProducts } from '../../inventory/find-products.ts';
import { listTeams } from '../../organisation/list-teams.ts';

/**
 * Refuses ids the database does not know, naming each row's field (`path(i)`), so the client
 * learns which row is wrong instead of getting a foreign-key failure as a 500. With `teamId`,
 * each product must also be that team's: a schedule holds only what its team makes.
 */
export async function assertKnownProducts(
  db: DbOrTx,
  options: { productIds: readonly string[]; path: (index: number) => string; teamId?: string },
): Promise<void> {
  const known = await findProducts(db, options.productIds);
  const fields: FieldError[] = [];
  options.productIds.forEach((id, index) => {
    const product = known.get(id);
    if (!product) fields.push({ path: options.path(index), message: `Unknown product "${id}"` });
    else if (options.teamId && product.teamId && product.teamId !== options.teamId) {
      fields.push({
        path: options.path(index),
        message: `"${product.name}" is made by the team "${product.teamId}", not "${options.teamId}"`,
      });
    }
  });
  if (fields.length > 0) throw unknownRefs(fields);
}

export async function assertKnownTeams(
  db: DbOrTx,
  options: { teamIds: readonly string[]; path: (index: number) => string },
): Promise<void> {
  // Four teams: the organisation module's list is the lookup.
  const known = new Set((await listTeams(db)).map((t) => t.id));
  const fields: FieldError[] = [];
  options.teamIds.forEach((id, index) => {
    if (!known.has(id)) fields.push({ path: options.path(index), message: `Unknown team "${id}"` });
  });
  if (fields.length > 0) throw unknownRefs(fields);
}

function unknownRefs(fields: FieldError[]): AppError {
  const [first] = fields;
  return AppError.validation(fields, first ? `${first.path}: ${first.message}` : undefined);
}
