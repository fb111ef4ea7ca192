import {
  businessDay,
  customerGroupLabel,
  normalisePhone,
  type ReceivableRow,
  type ReceivablesList,
  type ReceivablesQuery,
  receivableStatus,
} from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { BALANCE_EFFECT_SQL } from './get-customer-ledger.ts';

type Row = {
  id: number;
  name: string;
  group_name: string;
  store_id: string | null;
  store_name: string | null;
  outlet_id: string | null;
  email: string | null;
  mobile: string | null;
  created_at: Date;
  balance_paise: number;
  sale_balance_paise: number;
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  last_entry_date: string | null;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Part of a name or e-mail, or of a mobile however it is typed (+91, spaces). */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const matches = [sql`c.name ilike ${pattern}`, sql`c.email ilike ${pattern}`];
  const digits = search.replace(/[\s\-()+]/g, '');
  if (/^\d{3,}$/.test(digits))
    matches.push(sql`c.mobile like ${likePattern(normalisePhone(digits) ?? digits)}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * The FIFO allocation as common table expressions, the one formula behind the list, its export,
 * the data API and the customer's outstanding document:
 *
 * - entries: each ledger entry up to the day as a debit (owed) or a credit (paid), never both;
 * - totals: per customer, balance = Σ credits − Σ debits, Σ credits, and the last entry's date;
 * - outstanding: each owed entry (an invoice, an opening owed) with what is left of it once all
 *   credits have paid the owed entries oldest first (by business date, then entry id), and its age
 *   in days on the day.
 *
 * `customerId` narrows it to one customer (the same rows that customer has in the whole).
 */
export function outstandingEntriesSql(options: { day: SQL; customerId?: number }): SQL {
  const { day } = options;
  const oneCustomer =
    options.customerId === undefined ? sql`` : sql`and e.customer_id = ${options.customerId}`;
  return sql`entries as (
      select e.customer_id, e.id, e.business_date,
        greatest(-(${BALANCE_EFFECT_SQL}), 0) as debit,
        greatest(${BALANCE_EFFECT_SQL}, 0) as credit
      from customer_ledger_entries e
      where e.business_date <= ${day} ${oneCustomer}
    ),
    totals as (
      select customer_id, sum(credit) - sum(debit) as balance, sum(credit) as credits,
        max(business_date) as last_entry_date
      from entries group by customer_id
    ),
    owed as (
      select e.customer_id, e.id, e.business_date, e.debit,
        sum(e.debit) over (partition by e.customer_id order by e.business_date, e.id) as running
      from entries e where e.debit > 0
    ),
    outstanding as (
      select o.customer_id, o.id as entry_id, o.business_date, o.debit, ${day} - o.business_date as age,
        least(o.debit, greatest(o.running - t.credits, 0)) as open_paise
      from owed o join totals t on t.customer_id = o.customer_id
    )`;
}

/**
 * Each customer's balance, sale balance and ageing as of a business day, in one statement: the one
 * place these are computed, for the list, its export and the data API alike, so no two views can
 * disagree. Entries dated after the day are left out.
 *
 * - balance = Σ credits − Σ debits (negative: the customer owes).
 * - FIFO: all credits together pay the owed entries (invoices, an opening owed) oldest first, by
 *   business date then entry id; what is left of each is outstanding. The sale balance is their sum,
 *   which is max(0, −balance): it differs from −balance only when more was paid than invoiced.
 * - Ageing: each outstanding amount by days from its date to the as-of day: 0–30, 31–60, 61–90 and
 *   over 90. The buckets add up to the sale balance because they split the same amounts.
 */
export async function listReceivables(
  db: DbOrTx,
  query: ReceivablesQuery & { now?: Date },
): Promise<ReceivablesList> {
  const asOf = query.asOf ?? businessDay(query.now);
  const day = sql`${asOf}::date`;
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (query.groupName) conditions.push(sql`c.group_name = ${query.groupName}`);
  if (query.storeId) conditions.push(sql`c.store_id = ${query.storeId}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute<Row>(sql`
    with ${outstandingEntriesSql({ day })},
    ageing as (
      select customer_id, sum(open_paise) as sale_balance,
        coalesce(sum(open_paise) filter (where age <= 30), 0) as days0to30,
        coalesce(sum(open_paise) filter (where age between 31 and 60), 0) as days31to60,
        coalesce(sum(open_paise) filter (where age between 61 and 90), 0) as days61to90,
        coalesce(sum(open_paise) filter (where age > 90), 0) as over90
      from outstanding group by customer_id
    )
    select c.id, c.name, c.group_name, c.store_id, s.name as store_name, c.outlet_id, c.email, c.mobile,
      c.created_at,
      coalesce(t.balance, 0)::bigint as balance_paise,
      coalesce(a.sale_balance, 0)::bigint as sale_balance_paise,
      coalesce(a.days0to30, 0)::bigint as days0to30,
      coalesce(a.days31to60, 0)::bigint as days31to60,
      coalesce(a.days61to90, 0)::bigint as days61to90,
      coalesce(a.over90, 0)::bigint as over90,
      t.last_entry_date::text as last_entry_date
    from customers c
    left join stores s on s.id = c.store_id
    left join totals t on t.customer_id = c.id
    left join ageing a on a.customer_id = c.id
    ${where}
    order by lower(c.name), c.id
    limit ${query.limit + 1}`);
  const rows = result.rows.slice(0, query.limit).map(toReceivableRow);
  return { asOf, rows, truncated: result.rows.length > query.limit };
}

function toReceivableRow(row: Row): ReceivableRow {
  return {
    customerId: row.id,
    name: row.name,
    groupName: row.group_name,
    groupLabel: customerGroupLabel(row.group_name),
    storeId: row.store_id,
    storeName: row.store_name,
    outletId: row.outlet_id,
    email: row.email,
    mobile: row.mobile,
    balancePaise: row.balance_paise,
    saleBalancePaise: row.sale_balance_paise,
    status: receivableStatus({ balancePaise: row.balance_paise, saleBalancePaise: row.sale_balance_paise }),
    ageing: {
      days0to30: row.days0to30,
      days31to60: row.days31to60,
      days61to90: row.days61to90,
      over90: row.over90,
    },
    lastEntryDate: row.last_entry_date,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
