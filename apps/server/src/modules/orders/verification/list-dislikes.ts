import type { DislikeReport, DislikesQuery } from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The most comments one report carries; the counts cover every dislike of the period. */
export const DISLIKES_LIMIT = 5000;

function period(query: DislikesQuery): SQL {
  const from = query.from
    ? sql`and o.verified_at >= (${query.from}::date)::timestamp at time zone 'Asia/Kolkata'`
    : sql``;
  const to = query.to
    ? sql`and o.verified_at < (${query.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`
    : sql``;
  return sql`o.cust_verified = 1 ${from} ${to}`;
}

/**
 * Dislikes of verified orders (ordering.md §2.8: what customers disliked, with their comments), by
 * item and category: the counts, and each dislike newest first.
 */
export async function listDislikes(db: DbOrTx, query: DislikesQuery): Promise<DislikeReport> {
  const where = period(query);
  const [counts, dislikes] = await Promise.all([
    db.execute<{ item_name: string; category: string; dislikes: number; verified: number }>(sql`
      select l.name as item_name, coalesce(c.n, '') as category,
        count(*) filter (where l.dislike = 1)::int as dislikes, count(*)::int as verified
      from order_lines l
      join orders o on o.id = l.order_id
      left join items i on i.id = l.item_id
      left join categories c on c.id = i.category_id
      where ${where}
      group by l.name, c.n
      having count(*) filter (where l.dislike = 1) > 0
      order by 3 desc, 1`),
    db.execute<{
      order_id: string;
      customer_name: string;
      verified_at: Date;
      item_name: string;
      pack: string;
      category: string;
      subcategory: string;
      feedback: string | null;
      overall: string | null;
    }>(sql`
      select o.order_id, trim(o.first_name || ' ' || o.last_name) as customer_name, o.verified_at,
        l.name as item_name, l.pack, coalesce(c.n, '') as category, coalesce(s.n, '') as subcategory,
        l.user_feedback as feedback, o.overall_cust_comment as overall
      from order_lines l
      join orders o on o.id = l.order_id
      left join items i on i.id = l.item_id
      left join categories c on c.id = i.category_id
      left join subcategories s on s.id = i.subcategory_id
      where ${where} and l.dislike = 1
      order by o.verified_at desc, o.id desc, l.line_no
      limit ${DISLIKES_LIMIT}`),
  ]);
  return {
    counts: counts.rows.map((row) => ({
      itemName: row.item_name,
      category: row.category,
      dislikes: row.dislikes,
      verified: row.verified,
    })),
    dislikes: dislikes.rows.map((row) => ({
      orderId: row.order_id,
      customerName: row.customer_name,
      verifiedAt: new Date(row.verified_at).toISOString(),
      itemName: row.item_name,
      pack: row.pack,
      category: row.category,
      subcategory: row.subcategory,
      feedback: row.feedback ?? '',
      overallComment: row.overall ?? '',
    })),
  };
}
