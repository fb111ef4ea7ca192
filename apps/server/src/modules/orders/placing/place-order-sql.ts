// The busiest write of the shop, as named (prepared) statements: PostgreSQL parses and plans each
// once per connection. Written as SQL rather than drizzle because the CTE and the unnest of
// parallel arrays are what make an order two round trips with no BEGIN or COMMIT, the count of
// the address's limit included; the tables are those of db/schema/orders.ts (and the limit's,
// through lib/rate-limit-store.ts).

import { hitCte } from '../../../lib/rate-limit-store.ts';

/** The live items of the ids in $1, as JSON. */
const FOUND_ITEMS = `COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name, 'pu', pu, 'u', u, 'mrpPaise', mrp_paise))
  FROM items WHERE id = ANY($1::int[]) AND live = 1), '[]')`;

/** $1 item ids. The next order number and the live items asked for. */
export const LOOKUP = {
  name: 'place-order-lookup',
  text: `
    SELECT nextval('order_number_seq') AS n,
      ${FOUND_ITEMS} AS found`,
};

/**
 * LOOKUP with the request counted against its address's limit in the same round trip ($2 the key,
 * $3 the window in ms, $4 the limit): past the limit no order number is taken and no item read.
 */
export const COUNT_AND_LOOKUP = {
  name: 'place-order-count-and-lookup',
  text: `
    WITH ${hitCte('$2::text', '$3::int')}
    SELECT hit.hits, hit.ttl,
      CASE WHEN hit.hits <= $4::int THEN nextval('order_number_seq') END AS n,
      CASE WHEN hit.hits <= $4::int THEN
        ${FOUND_ITEMS}
      END AS found
    FROM hit`,
};

/** The next order number alone: an advance order has no items to look up. */
export const NEXT_ORDER_NUMBER = {
  name: 'place-order-next-number',
  text: "SELECT nextval('order_number_seq') AS n",
};

/**
 * Claims the idempotency key ($21 scope, $22 key or null, $23 request hash) and writes order
 * (with $24, the amount a card-paid order is charged, or null; $25 its kind; $26 and $27 an
 * advance order's vegetables and groceries lists, or null),
 * lines and first status, all in one statement, so all or nothing is stored. When the key is
 * taken, ON CONFLICT waits for the transaction holding it, then nothing is written and no row
 * comes back: the caller looks up the order that key placed. The row returns the lines as stored,
 * which the customer's acknowledgement is built from.
 */
export const CLAIM_AND_WRITE = {
  name: 'place-order-claim-and-write',
  text: `
    WITH claim AS (
      INSERT INTO idempotency_keys (scope, key, request_hash, result_ref)
      SELECT $21, $22, $23, $2 WHERE $22::text IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING key
    ), go AS (
      SELECT 1 WHERE $22::text IS NULL OR EXISTS (SELECT 1 FROM claim)
    ), o AS (
      INSERT INTO orders (id, order_id, receipt_key, first_name, last_name, email, phone, address1, address2,
        address3, city, pincode, order_type, others, status, amount_paise, kind, vegetables_list, groceries_list)
      SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $24::bigint, $25, $26, $27 FROM go
      RETURNING created_at
    ), l AS (
      INSERT INTO order_lines (order_id, line_no, item_id, name, pack, mrp_paise, quantity)
      SELECT $1, n, item_id, name, pack, mrp_paise, quantity
      FROM unnest($16::int[], $17::text[], $18::text[], $19::bigint[], $20::numeric[])
        WITH ORDINALITY AS t(item_id, name, pack, mrp_paise, quantity, n)
      WHERE EXISTS (SELECT 1 FROM go)
      RETURNING line_no, item_id, name, pack, mrp_paise, quantity
    ), h AS (
      INSERT INTO order_events (order_id, field, to_value, changed_by) SELECT $1, 'status', $15, 'customer' FROM go
    )
    SELECT created_at,
      COALESCE((SELECT json_agg(json_build_object('itemId', item_id, 'name', name, 'pack', pack,
        'mrpPaise', mrp_paise, 'quantity', quantity) ORDER BY line_no) FROM l), '[]') AS lines
    FROM o`,
};

/** The earlier request of a key that was already claimed. */
export const FIND_CLAIM = {
  name: 'place-order-find-claim',
  text: 'SELECT request_hash, result_ref FROM idempotency_keys WHERE scope = $1 AND key = $2',
};
