// The busiest write of the shop, as named (prepared) statements: PostgreSQL parses and plans each
// once per connection. Written as SQL rather than drizzle because the CTE and the unnest of
// parallel arrays are what make an order two round trips; the tables are those of db/schema/orders.ts.

/** $1 scope, $2 key (null: no key), $3 request hash, $4 item ids. Claims the key, takes the next number, reads the items. */
export const CLAIM_AND_LOOKUP = {
  name: 'place-order-claim-and-lookup',
  text: `
    WITH claim AS (
      INSERT INTO idempotency_keys (scope, key, request_hash)
      SELECT $1, $2, $3 WHERE $2::text IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING key
    )
    SELECT ($2::text IS NULL OR EXISTS (SELECT 1 FROM claim)) AS claimed,
      nextval('order_number_seq') AS n,
      COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name, 'pu', pu, 'u', u, 'mrp', mrp))
        FROM items WHERE id = ANY($4::int[]) AND live = 1), '[]') AS found`,
};

/** The earlier request of a key that was already claimed. */
export const FIND_CLAIM = {
  name: 'place-order-find-claim',
  text: 'SELECT request_hash, result_ref FROM idempotency_keys WHERE scope = $1 AND key = $2',
};

/** Order, lines, first status and the key's result in one statement, so one statement is atomic even without BEGIN. */
export const WRITE_ORDER = {
  name: 'place-order-write',
  text: `
    WITH o AS (
      INSERT INTO orders (id, order_id, receipt_key, first_name, last_name, email, phone, address1, address2,
        address3, city, pincode, order_type, others, status)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
      RETURNING created_at
    ), l AS (
      INSERT INTO order_lines (order_id, line_no, item_id, name, pack, mrp, quantity)
      SELECT $1, n, item_id, name, pack, mrp, quantity
      FROM unnest($16::int[], $17::text[], $18::text[], $19::numeric[], $20::numeric[])
        WITH ORDINALITY AS t(item_id, name, pack, mrp, quantity, n)
    ), h AS (
      INSERT INTO order_status_history (order_id, to_status, changed_by) VALUES ($1, $15, 'customer')
    ), k AS (
      UPDATE idempotency_keys SET result_ref = $2 WHERE scope = $21 AND key = $22
    )
    SELECT created_at FROM o`,
};
