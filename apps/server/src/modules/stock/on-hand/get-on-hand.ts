import { createHash } from 'node:crypto';
import type { OnHand } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/**
 * What an outlet (or the warehouse) holds now, from the balances the ledger keeps; zero rows left
 * out. With a team, only that team's products (a cook tied to a team sees theirs).
 */
export async function getOnHand(
  db: DbOrTx,
  options: { outletId: string; teamId?: string | undefined },
): Promise<OnHand> {
  const result = await db.execute<{
    product_id: string;
    name: string;
    variant_name: string;
    quantity: string;
  }>(sql`
    select b.product_id, p.name, p.variant_name, b.quantity::text
    from stock_balances b
    join stock_places sp on sp.id = b.place_id
    join products p on p.id = b.product_id
    where sp.outlet_id = ${options.outletId} and b.quantity <> 0
      ${options.teamId === undefined ? sql`` : sql`and p.team_id = ${options.teamId}`}
    order by p.name, p.variant_name, p.id`);
  return {
    outletId: options.outletId,
    rows: result.rows.map((row) => ({
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      quantity: Number(row.quantity),
    })),
  };
}

/**
 * The answer as the JSON sent, with an entity tag of its bytes: a client holding the same answer
 * is told 304 and is sent nothing. The rows are built here, so they are written once, not checked
 * again by the route's response schema.
 */
export async function getOnHandJson(
  db: DbOrTx,
  options: { outletId: string; teamId?: string | undefined },
): Promise<{ json: string; etag: string }> {
  const json = JSON.stringify(await getOnHand(db, options));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** Whether an If-None-Match header names this entity tag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
