import {
  amountInWordsIndian,
  type Invoice,
  type PeriodStatement,
  type PeriodStatementEntry,
  sumPaise,
} from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { getInvoice } from '../invoices/get-invoice.ts';
import { ledgerEntries } from '../ledger/get-customer-ledger.ts';

/**
 * A customer's statement of a period, both business days included (the older client's "custom
 * invoice" for {start, end}): the balance before the first day, every ledger entry of the period
 * (invoices and credit notes with their lines) with the balance after it, and the closing balance,
 * which is the opening plus the entries, exactly. Balances are Σ credits − Σ debits, as in the list.
 */
export async function getPeriodStatement(
  db: DbOrTx,
  options: { customerId: number; start: string; end: string },
): Promise<PeriodStatement> {
  const customer = await getCustomer(db, options.customerId);
  const all = await ledgerEntries(db, { customerId: customer.id });
  const before = all.filter((entry) => entry.date < options.start);
  const during = all.filter((entry) => entry.date >= options.start && entry.date <= options.end);
  const openingBalancePaise = sumPaise(before.map((entry) => entry.balanceEffectPaise));
  let balance = openingBalancePaise;
  const entries: PeriodStatementEntry[] = [];
  for (const entry of during) {
    balance = sumPaise([balance, entry.balanceEffectPaise]);
    const invoice: Invoice | null = entry.invoiceId === null ? null : await getInvoice(db, entry.invoiceId);
    entries.push({ ...entry, balanceAfterPaise: balance, invoice });
  }
  return {
    customer: { id: customer.id, name: customer.name, gstin: customer.gstin, stateCode: customer.stateCode },
    start: options.start,
    end: options.end,
    openingBalancePaise,
    entries,
    closingBalancePaise: balance,
    amountInWords: amountInWordsIndian(Math.abs(balance)),
  };
}
