import {
  DESTRUCTION_LIST_MAX_ROWS,
  type Destruction,
  type DestructionListQuery,
  type DestructionReason,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';

/**
 * GET /api/destruction: what was destroyed in a period, newest first, at one place or all; of one
 * team's products when `teamId` is given (a production user's own). At most `limit` rows (the
 * list's DESTRUCTION_LIST_MAX_ROWS, which the page says it reached); the export asks for all.
 */
export async function listDestructions(
  db: DbOrTx,
  query: DestructionListQuery & { teamId?: string | undefined },
  limit: number | null = DESTRUCTION_LIST_MAX_ROWS,
): Promise<Destruction[]> {
  const result = await db.execute<{
    id: number;
    outlet_id: string;
    place_name: string;
    business_day: string;
    product_id: string;
    name: string;
    variant_name: string;
    quantity: string;
    reason: DestructionReason;
    note: string | null;
    photo_id: number | null;
    stock_move_id: string;
    created_by_name: string;
    created_at: Date;
  }>(sql`
    select d.id, d.outlet_id, o.name as place_name, to_char(d.business_day, 'YYYY-MM-DD') as business_day,
      d.product_id, p.name, p.variant_name, d.quantity::text, d.reason, d.note, d.photo_id,
      d.stock_move_id::text, d.created_by_name, d.created_at
    from stock_destructions d
    join outlets o on o.id = d.outlet_id
    join products p on p.id = d.product_id
    where d.business_day between ${query.from}::date and ${query.to}::date
      ${query.outletId ? sql`and d.outlet_id = ${query.outletId}` : sql``}
      ${query.teamId ? sql`and p.team_id = ${query.teamId}` : sql``}
    order by d.created_at desc, d.id desc
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  return result.rows.map((row) => ({
    id: row.id,
    outletId: row.outlet_id,
    placeName: row.place_name,
    businessDay: row.business_day,
    productId: row.product_id,
    productName: row.name,
    variantName: row.variant_name,
    unit: stockUnit(row.variant_name),
    quantity: Number(row.quantity),
    reason: row.reason,
    note: row.note,
    photoId: row.photo_id,
    stockMoveId: Number(row.stock_move_id),
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
