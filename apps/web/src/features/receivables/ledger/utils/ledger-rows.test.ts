import { formatPaise, type LedgerEntry } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  LEDGER_KIND_LABELS,
  ledgerCredit,
  ledgerDebit,
  ledgerReference,
  withRunningBalance,
} from './ledger-rows.ts';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  kind: 'invoice',
  amountPaise: 10_000,
  balanceEffectPaise: -10_000,
  date: '2026-01-05',
  invoiceId: null,
  invoiceNumber: null,
  orderId: null,
  reference: '',
  note: '',
  createdBy: 'finance',
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

describe('withRunningBalance', () => {
  it('gives each entry the balance after it, oldest first, negative while owed', () => {
    const rows = withRunningBalance([
      entry({ id: 1, kind: 'opening', balanceEffectPaise: -5_000 }),
      entry({ id: 2, kind: 'invoice', balanceEffectPaise: -10_000 }),
      entry({ id: 3, kind: 'receipt', balanceEffectPaise: 12_000 }),
      entry({ id: 4, kind: 'credit_note', balanceEffectPaise: 3_001 }),
    ]);
    expect(rows.map((r) => [r.id, r.runningPaise])).toEqual([
      [1, -5_000],
      [2, -15_000],
      [3, -3_000],
      [4, 1],
    ]);
  });

  it('has no rows for an empty ledger', () => {
    expect(withRunningBalance([])).toEqual([]);
  });

  it('refuses a balance past what integers hold exactly, rather than show a wrong one', () => {
    expect(() =>
      withRunningBalance([
        entry({ balanceEffectPaise: Number.MAX_SAFE_INTEGER }),
        entry({ id: 2, balanceEffectPaise: 1 }),
      ]),
    ).toThrow(RangeError);
  });
});

describe('ledgerDebit and ledgerCredit', () => {
  it('show what is owed as a debit and what is paid or credited as a credit, never both', () => {
    const invoice = entry({ balanceEffectPaise: -10_050 });
    const payment = entry({ kind: 'receipt', balanceEffectPaise: 2_500 });
    expect(ledgerDebit(invoice)).toBe(formatPaise(10_050));
    expect(ledgerCredit(invoice)).toBe('');
    expect(ledgerDebit(payment)).toBe('');
    expect(ledgerCredit(payment)).toBe(formatPaise(2_500));
  });

  it('show neither for an entry that moves nothing', () => {
    expect(ledgerDebit(entry({ balanceEffectPaise: 0 }))).toBe('');
    expect(ledgerCredit(entry({ balanceEffectPaise: 0 }))).toBe('');
  });
});

describe('ledgerReference', () => {
  it('joins the reference and the order, whichever there are', () => {
    expect(ledgerReference({ reference: 'UPI 4412', orderId: 'A-17' })).toBe('UPI 4412 · Order A-17');
    expect(ledgerReference({ reference: 'UPI 4412', orderId: null })).toBe('UPI 4412');
    expect(ledgerReference({ reference: '', orderId: 'A-17' })).toBe('Order A-17');
    expect(ledgerReference({ reference: '', orderId: null })).toBe('');
  });
});

describe('LEDGER_KIND_LABELS', () => {
  it("names a receipt a payment and a reversal a payment reversed, as the customer's statement does", () => {
    expect(LEDGER_KIND_LABELS.receipt).toBe('Payment');
    expect(LEDGER_KIND_LABELS.reversal).toBe('Payment reversed');
    expect(LEDGER_KIND_LABELS.credit_note).toBe('Credit note');
  });
});
