// The reports' SQL, as plain text with positional parameters: the page, the xlsx export, the
// background run and the bench's plain run (bench/src/steps/reports.ts) all send these very
// statements, so a figure on screen and one in a download never come from two queries. An absent
// filter is a null parameter; PostgreSQL plans each run with its values, so the test folds away.

/** A product's price (paise per unit): the business's own supply price first, else the lowest one. */
const PRICES = `
  prices as (
    select distinct on (product_id) product_id, supply_price_paise as price
    from product_suppliers
    where supply_price_paise is not null
    order by product_id, (supplier_id = 'terra-own') desc, supply_price_paise
  )`;

/**
 * Every thrown-away quantity of the period ($1–$2, business days): destroyed moves (with the
 * reason Expiry Management recorded, else 'destroyed') and written-off disputes from the ledger, and the stores' vegetable wastage (K + W, valued at the item's MRP per pack). A
 * written-off dispute belongs to the outlet its dispatch was for. The value of a row is its
 * quantity × price rounded to the paisa; a figure is the sum of its rows, so a drill-down adds up.
 */
const TRASH = `
  ${PRICES},
  trash as (
    select 'move:' || m.id as ref, m.business_day::text as day, m.reason as source,
      coalesce(sd.reason, m.reason) as reason,
      coalesce('outlet:' || d.outlet_id, 'outlet:' || pl.outlet_id, 'trip:' || pl.trip_id) as location_id,
      coalesce(dout.name, o.name, 'Van (trip ' || pl.trip_id || ')') as location_name,
      p.team_id, 'product:' || p.id as product_id, trim(p.name || ' ' || p.variant_name) as product_name,
      m.quantity, round(m.quantity * pr.price)::bigint as value_paise,
      m.created_by_name as by, m.note
    from stock_moves m
    join products p on p.id = m.product_id
    left join prices pr on pr.product_id = m.product_id
    left join stock_places pl on pl.id = m.from_place_id
    left join outlets o on o.id = pl.outlet_id
    left join disputes x on x.id = m.dispute_id
    left join dispatch_lines dl on dl.id = x.dispatch_line_id
    left join dispatches d on d.id = dl.dispatch_id
    left join outlets dout on dout.id = d.outlet_id
    left join stock_destructions sd on sd.stock_move_id = m.id
    where m.reason in ('destroyed', 'dispute-written-off') and m.business_day between $1::date and $2::date
    union all
    select 'wastage:' || l.booking_id || ':' || l.item_id, b.business_date::text, 'store-wastage', l.reason,
      'store:' || b.store_id, s.name, null, 'item:' || l.item_id, trim(l.name || ' ' || l.pack),
      l.quantity + coalesce(l.w, 0),
      round((l.quantity + coalesce(l.w, 0)) * i.mrp_paise / nullif(i.pu, 0))::bigint,
      b.sent_by, nullif(b.others, '')
    from store_booking_lines l
    join store_bookings b on b.id = l.booking_id
    join stores s on s.id = b.store_id
    left join items i on i.id = l.item_id
    where b.kind = 'wastage' and b.business_date between $1::date and $2::date and l.reason is not null
      and l.quantity + coalesce(l.w, 0) > 0
  ),
  picked as (
    select * from trash
    where ($3::text is null or location_id = $3) and ($4::text is null or team_id = $4)
      and ($5::text is null or product_id = $5) and ($6::text is null or reason = $6)
      and ($7::text is null or source = $7)
  )`;

/** $1 from, $2 to, $3 location, $4 team, $5 product, $6 reason, $7 source. */
export const TRASH_ROWS_SQL = `
  with ${TRASH}
  select t.source, t.reason, t.location_id as "locationId", t.location_name as "locationName",
    t.team_id as "teamId", tm.name as "teamName", t.product_id as "productId", t.product_name as "productName",
    sum(t.quantity)::float8 as quantity,
    case when count(*) = count(t.value_paise) then sum(t.value_paise)::bigint end as "valuePaise",
    count(*)::int as entries
  from picked t left join teams tm on tm.id = t.team_id
  group by t.source, t.reason, t.location_id, t.location_name, t.team_id, tm.name, t.product_id, t.product_name
  order by t.location_name, t.product_name, t.reason`;

/** The same rows by day and reason, for the chart (priced rows only in the value). */
export const TRASH_BY_DAY_SQL = `
  with ${TRASH}
  select day, reason, sum(quantity)::float8 as quantity, coalesce(sum(value_paise), 0)::bigint as "valuePaise"
  from picked group by day, reason order by day, reason`;

/** The ledger rows behind a figure: the same filters, newest first, $8 rows at most. */
export const TRASH_DRILL_DOWN_SQL = `
  with ${TRASH}
  select ref, day, reason, product_name as "productName", location_name as "from", null::text as "to",
    quantity::float8 as quantity, value_paise as "valuePaise", by, note,
    count(*) over ()::int as total
  from picked order by day desc, ref desc limit $8`;

/**
 * Disputes opened in the period ($1–$2, business days), by the trip's driver and the outlet the
 * dispatch was for; $3 team, $4 product ('product:{id}') narrow them as the report's filters do.
 */
export const DISPUTE_TALLY_SQL = `
  select dr.name as "driverName", o.name as "outletName", count(*)::int as disputes,
    sum(x.quantity_sent - x.quantity_received)::float8 as difference
  from disputes x
  join dispatch_lines l on l.id = x.dispatch_line_id
  join dispatches d on d.id = l.dispatch_id
  join trips t on t.id = d.trip_id
  join drivers dr on dr.id = t.driver_id
  join outlets o on o.id = d.outlet_id
  join products p on p.id = l.product_id
  where x.opened_at >= ($1::date)::timestamp at time zone 'Asia/Kolkata'
    and x.opened_at < ($2::date + 1)::timestamp at time zone 'Asia/Kolkata'
    and ($3::text is null or p.team_id = $3) and ($4::text is null or 'product:' || p.id = $4)
  group by dr.name, o.name order by count(*) desc, dr.name, o.name`;

/**
 * Produced, sold and wasted in the period ($1–$2) per product and team — produced counts for the
 * team of its production entry, the rest for the product's team — and every place's stock at the
 * end of $2: today's balances less the moves dated after it (a move into the books adds, one out
 * of them takes away; a move between places changes no total). $3 team, $4 product id. $5 false
 * leaves stock on hand out (all zero): a background run needs it for its last slice only, and for
 * an early slice it would read every move since.
 */
export const PRODUCED_VS_SOLD_SQL = `
  with moved as (
    select m.product_id, coalesce(pe.team_id, p.team_id) as team_id, m.reason, m.quantity
    from stock_moves m
    join products p on p.id = m.product_id
    left join production_entries pe on pe.id = m.production_entry_id
    where m.reason in ('produced', 'sold', 'destroyed', 'dispute-written-off')
      and m.business_day between $1::date and $2::date and ($4::text is null or m.product_id = $4)
  ),
  figures as (
    select product_id, coalesce(team_id, '') as team_key,
      coalesce(sum(quantity) filter (where reason = 'produced'), 0) as produced,
      coalesce(sum(quantity) filter (where reason = 'sold'), 0) as sold,
      coalesce(sum(quantity) filter (where reason in ('destroyed', 'dispute-written-off')), 0) as wasted
    from moved where ($3::text is null or team_id = $3)
    group by product_id, coalesce(team_id, '')
  ),
  later as (
    select product_id,
      sum(case when to_place_id is null then -quantity when from_place_id is null then quantity else 0 end) as q
    from stock_moves
    where $5::boolean and business_day > $2::date and ($4::text is null or product_id = $4)
    group by product_id
  ),
  held as (
    select product_id, sum(quantity) as q from stock_balances
    where $5::boolean and ($4::text is null or product_id = $4) group by product_id
  ),
  on_hand as (
    select p.id as product_id, coalesce(p.team_id, '') as team_key, coalesce(h.q, 0) - coalesce(a.q, 0) as on_hand
    from products p
    left join held h on h.product_id = p.id
    left join later a on a.product_id = p.id
    where (h.q is not null or a.q is not null)
      and ($3::text is null or p.team_id = $3) and ($4::text is null or p.id = $4)
  )
  select p.id as "productId", trim(p.name || ' ' || p.variant_name) as "productName",
    nullif(k.team_key, '') as "teamId", tm.name as "teamName",
    coalesce(f.produced, 0)::float8 as produced, coalesce(f.sold, 0)::float8 as sold,
    coalesce(f.wasted, 0)::float8 as wasted, coalesce(h.on_hand, 0)::float8 as "onHand",
    (coalesce(f.produced, 0) - coalesce(f.sold, 0) - coalesce(f.wasted, 0))::float8 as gap
  from figures f
  full join (select * from on_hand where on_hand <> 0) h
    on h.product_id = f.product_id and h.team_key = f.team_key
  cross join lateral (select coalesce(f.product_id, h.product_id) as product_id,
    coalesce(f.team_key, h.team_key) as team_key) k
  join products p on p.id = k.product_id
  left join teams tm on tm.id = nullif(k.team_key, '')
  order by tm."order" nulls last, p.name, p.variant_name, p.id`;

/** Produced and sold per day of the period (the chart), with the same filters. */
export const PRODUCED_BY_DAY_SQL = `
  select m.business_day::text as day,
    coalesce(sum(m.quantity) filter (where m.reason = 'produced'), 0)::float8 as produced,
    coalesce(sum(m.quantity) filter (where m.reason = 'sold'), 0)::float8 as sold
  from stock_moves m
  join products p on p.id = m.product_id
  left join production_entries pe on pe.id = m.production_entry_id
  where m.reason in ('produced', 'sold') and m.business_day between $1::date and $2::date
    and ($3::text is null or coalesce(pe.team_id, p.team_id) = $3) and ($4::text is null or m.product_id = $4)
  group by m.business_day order by m.business_day`;

/**
 * Each outlet's stock at the end of $2 and its average daily sales over the period: how many
 * days its stock lasts at that pace. $3 team, $4 product id.
 */
export const STOCK_COVER_SQL = `
  with kept as (
    select id from products where ($3::text is null or team_id = $3) and ($4::text is null or id = $4)
  ),
  places as (
    select sp.id as place_id, o.id as outlet_id, o.name, o."order"
    from outlets o join stock_places sp on sp.outlet_id = o.id where o.type = 'outlet'
  ),
  held as (
    select b.place_id, sum(b.quantity) as q from stock_balances b
    where b.place_id in (select place_id from places) and b.product_id in (select id from kept)
    group by b.place_id
  ),
  later as (
    select pl.place_id,
      sum(case when m.to_place_id = pl.place_id then m.quantity else -m.quantity end) as q
    from places pl
    join stock_moves m on (m.to_place_id = pl.place_id or m.from_place_id = pl.place_id)
    where m.business_day > $2::date and m.product_id in (select id from kept)
    group by pl.place_id
  ),
  sold as (
    select m.from_place_id as place_id, sum(m.quantity) as q from stock_moves m
    where m.reason = 'sold' and m.business_day between $1::date and $2::date
      and m.product_id in (select id from kept)
    group by m.from_place_id
  )
  select pl.outlet_id as "outletId", pl.name as "outletName",
    (coalesce(h.q, 0) - coalesce(a.q, 0))::float8 as "onHand",
    (coalesce(s.q, 0) / ($2::date - $1::date + 1))::float8 as "averageDailySold"
  from places pl
  left join held h on h.place_id = pl.place_id
  left join later a on a.place_id = pl.place_id
  left join sold s on s.place_id = pl.place_id
  order by pl."order", pl.name`;

/**
 * The ledger rows behind one produced-vs-sold figure: $1–$2 the period, $3 team, $4 product,
 * $5 measure, $6 the most rows. On hand is every move of the product up to the period's end.
 */
export const PRODUCED_DRILL_DOWN_SQL = `
  select 'move:' || m.id as ref, m.business_day::text as day, m.reason,
    trim(p.name || ' ' || p.variant_name) as "productName",
    coalesce(fo.name, 'Van (trip ' || fp.trip_id || ')') as "from",
    coalesce(tout.name, 'Van (trip ' || tp.trip_id || ')') as "to",
    m.quantity::float8 as quantity, null::float8 as "valuePaise", m.created_by_name as by, m.note,
    count(*) over ()::int as total
  from stock_moves m
  join products p on p.id = m.product_id
  left join production_entries pe on pe.id = m.production_entry_id
  left join stock_places fp on fp.id = m.from_place_id
  left join outlets fo on fo.id = fp.outlet_id
  left join stock_places tp on tp.id = m.to_place_id
  left join outlets tout on tout.id = tp.outlet_id
  where m.product_id = $4
    and case $5::text
      when 'on-hand' then m.business_day <= $2::date and ($3::text is null or p.team_id = $3)
      when 'produced' then m.reason = 'produced' and m.business_day between $1::date and $2::date
        and ($3::text is null or coalesce(pe.team_id, p.team_id) = $3)
      when 'sold' then m.reason = 'sold' and m.business_day between $1::date and $2::date
        and ($3::text is null or p.team_id = $3)
      else m.reason in ('destroyed', 'dispute-written-off') and m.business_day between $1::date and $2::date
        and ($3::text is null or p.team_id = $3)
    end
  order by m.business_day desc, m.id desc limit $6`;
