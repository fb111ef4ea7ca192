import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The key listBookedDays answers by: a store, a kind of booking and a business day. */
export const bookedDayKey = (storeId: string, kind: string, date: string) => `${storeId}|${kind}|${date}`;

/** The stores' bookings already made on these business days, by bookedDayKey. */
export async function listBookedDays(db: DbOrTx, dates: readonly string[]): Promise<Set<string>> {
  const existing = await db.execute<{ store_id: string; kind: string; date: string }>(sql`
    select store_id, kind, business_date::text as date from store_bookings
    where business_date in (select jsonb_array_elements_text(${JSON.stringify(dates)}::jsonb)::date)`);
  return new Set(existing.rows.map((r) => bookedDayKey(r.store_id, r.kind, r.date)));
}
