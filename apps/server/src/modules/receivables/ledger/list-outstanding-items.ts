import type { OutstandingItem } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outstandingEntriesSql } from './list-receivables.ts';

type Row = {
  entry_id: number;
  kind: OutstandingItem['kind'];
  invoice_id: number | null;
  number: string | null;
  business_date: string;
  debit: number;
  open_paise: number;
  age: number;
};

/**
 * What a customer still owes as of a day, entry by entry, oldest first: the FIFO of the receivables
 * list (the same SQL), so these amounts add up to the list's sale balance. Also the balance.
 */
export async function listOutstandingItems(
  db: DbOrTx,
  options: { customerId: number; asOf: string },
): Promise<{ items: OutstandingItem[]; balancePaise: number }> {
  const day = sql`${options.asOf}::date`;
  const result = await db.execute<Row>(sql`
    with ${outstandingEntriesSql({ day, customerId: options.customerId })}
    select o.entry_id, e.kind, e.invoice_id, i.number, o.business_date::text as business_date,
      o.debit::bigint as debit, o.open_paise::bigint as open_paise, o.age
    from outstanding o
    join customer_ledger_entries e on e.id = o.entry_id
    left join invoices i on i.id = e.invoice_id
    where o.open_paise > 0
    order by o.business_date, o.entry_id`);
  const balance = await db.execute<{ balance: number | null }>(sql`
    with ${outstandingEntriesSql({ day, customerId: options.customerId })}
    select coalesce((select balance from totals), 0)::bigint as balance`);
  return {
    items: result.rows.map((row) => ({
      entryId: Number(row.entry_id),
      kind: row.kind,
      invoiceId: row.invoice_id,
      number: row.number,
      date: row.business_date,
      amountPaise: Number(row.debit),
      outstandingPaise: Number(row.open_paise),
      ageDays: row.age,
    })),
    balancePaise: Number(balance.rows[0]?.balance ?? 0),
  };
}
