import { formatPaise, type LedgerEntry, type LedgerEntryKind } from '@kadai/contract';

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  invoice: 'Invoice',
  receipt: 'Payment',
  credit_note: 'Credit note',
  opening: 'Opening balance',
  reversal: 'Payment reversed',
  refund: 'Refund',
};

export type LedgerRow = LedgerEntry & { runningPaise: number };

/** Each entry's balance after it, added up in integers from the first (oldest) entry. */
export function withRunningBalance(entries: readonly LedgerEntry[]): LedgerRow[] {
  let running = 0;
  return entries.map((entry) => {
    running += entry.balanceEffectPaise;
    if (!Number.isSafeInteger(running)) throw new RangeError('ledger balance out of range');
    return { ...entry, runningPaise: running };
  });
}

/** What an entry adds to what the customer owes (an invoice, an opening balance), else nothing. */
export function ledgerDebit(entry: Pick<LedgerEntry, 'balanceEffectPaise'>): string {
  return entry.balanceEffectPaise < 0 ? formatPaise(-entry.balanceEffectPaise) : '';
}

/** What an entry takes off what the customer owes (a payment, a credit note), else nothing. */
export function ledgerCredit(entry: Pick<LedgerEntry, 'balanceEffectPaise'>): string {
  return entry.balanceEffectPaise > 0 ? formatPaise(entry.balanceEffectPaise) : '';
}

/** An entry without a document to open: its reference and its order, whichever it has. */
export function ledgerReference(entry: Pick<LedgerEntry, 'reference' | 'orderId'>): string {
  return [entry.reference, entry.orderId ? `Order ${entry.orderId}` : ''].filter(Boolean).join(' · ');
}
