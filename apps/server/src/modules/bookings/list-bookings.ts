import {
  type BookingList,
  type BookingListQuery,
  MAX_LISTED_BOOKINGS,
  type SignedUser,
} from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeFilterFor } from '../auth/team-scope.ts';
import { loadBookings } from './load-bookings.ts';

/** The period's condition, narrowed to a store-staff user's own store whatever they asked. */
export function bookingPeriod(user: SignedUser, query: BookingListQuery): SQL {
  const storeId = storeFilterFor(user, query.storeId);
  return sql.join(
    [
      sql`b.business_date between ${query.from}::date and ${query.to}::date`,
      query.kind ? sql`b.kind = ${query.kind}` : undefined,
      storeId ? sql`b.store_id = ${storeId}` : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

/** The stores' bookings of a period, newest day first, each with its lines. */
export async function listBookings(
  db: DbOrTx,
  user: SignedUser,
  query: BookingListQuery,
): Promise<BookingList> {
  const bookings = await loadBookings(db, bookingPeriod(user, query), { limit: MAX_LISTED_BOOKINGS + 1 });
  return {
    bookings: bookings.slice(0, MAX_LISTED_BOOKINGS),
    truncated: bookings.length > MAX_LISTED_BOOKINGS,
  };
}
