import type { CustomerLedger, LedgerEntry } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { listOrderNames } from '../../orders/order-records/list-order-names.ts';
import { getCustomer } from '../customers/get-customer.ts';

type EntryRow = {
  id: number;
  kind: LedgerEntry['kind'];
  amount_paise: number;
  business_date: string;
  invoice_id: number | null;
  invoice_number: string | null;
  order_row_id: number | null;
  reference: string;
  note: string;
  created_by: string;
  created_at: Date;
};

/**
 * A ledger entry's effect on the balance (balance = Σ credits − Σ debits): what is owed (an invoice,
 * an opening balance owed) lowers it, money in (a receipt, a credit note) raises it. An opening
 * entry carries its own sign: positive is owed, negative is an opening credit.
 */
export const BALANCE_EFFECT_SQL = sql.raw(
  `case when e.kind in ('receipt', 'credit_note') then e.amount_paise else -e.amount_paise end`,
);

/** One customer's ledger entries, oldest first (or the one entry asked for). */
export async function ledgerEntries(
  db: DbOrTx,
  options: { customerId: number; entryId?: number },
): Promise<LedgerEntry[]> {
  const result = await db.execute<EntryRow & { balance_effect_paise: number }>(sql`
    select e.id, e.kind, e.amount_paise, e.business_date::text as business_date, e.invoice_id,
      i.number as invoice_number, e.order_id as order_row_id, e.reference, e.note, e.created_by, e.created_at,
      ${BALANCE_EFFECT_SQL} as balance_effect_paise
    from customer_ledger_entries e
    left join invoices i on i.id = e.invoice_id
    where e.customer_id = ${options.customerId}
      ${options.entryId === undefined ? sql`` : sql`and e.id = ${options.entryId}`}
    order by e.business_date, e.id`);
  // Which order a receipt came from is the orders module's to say, by the order's row id.
  const orders = await listOrderNames(
    db,
    result.rows.flatMap((row) => (row.order_row_id === null ? [] : [row.order_row_id])),
  );
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amountPaise: row.amount_paise,
    balanceEffectPaise: row.balance_effect_paise,
    date: row.business_date,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    orderId: row.order_row_id === null ? null : (orders.get(row.order_row_id)?.orderId ?? null),
    reference: row.reference,
    note: row.note,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** A customer with their whole ledger, as a statement reads. */
export async function getCustomerLedger(db: DbOrTx, customerId: number): Promise<CustomerLedger> {
  const customer = await getCustomer(db, customerId);
  return { customer, entries: await ledgerEntries(db, { customerId }) };
}
