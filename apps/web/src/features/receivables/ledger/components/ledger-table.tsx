import { formatBusinessDay, formatPaise, type LedgerEntry, type LedgerEntryKind } from '@kadai/contract';
import { Button, Table } from 'antd';
import { formatSignedPaise } from '../../components/money.tsx';

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  invoice: 'Invoice',
  receipt: 'Payment',
  credit_note: 'Credit note',
  opening: 'Opening balance',
  reversal: 'Payment reversed',
  refund: 'Refund',
};

type Row = LedgerEntry & { runningPaise: number };

/** Each entry's balance after it, added up in integers from the first (oldest) entry. */
export function withRunningBalance(entries: readonly LedgerEntry[]): Row[] {
  let running = 0;
  return entries.map((entry) => {
    running += entry.balanceEffectPaise;
    if (!Number.isSafeInteger(running)) throw new RangeError('ledger balance out of range');
    return { ...entry, runningPaise: running };
  });
}

/**
 * A customer's ledger as a statement reads, oldest first: what they owe (invoices, an opening
 * balance) as debits, what they paid or were credited as credits, and the balance after each
 * (negative: owed). An invoice's or credit note's number opens it.
 */
export function LedgerTable(props: {
  entries: readonly LedgerEntry[];
  onOpenInvoice: (invoiceId: number) => void;
}) {
  const rows = withRunningBalance(props.entries);
  return (
    <Table<Row>
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      locale={{ emptyText: 'Nothing in the ledger yet.' }}
      columns={[
        { title: 'Date', dataIndex: 'date', render: formatBusinessDay },
        { title: 'Kind', dataIndex: 'kind', render: (kind: LedgerEntryKind) => LEDGER_KIND_LABELS[kind] },
        {
          title: 'Number / reference',
          key: 'reference',
          render: (_, entry) => {
            const invoiceId = entry.invoiceId;
            if (invoiceId !== null && entry.invoiceNumber) {
              return (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => props.onOpenInvoice(invoiceId)}
                >
                  {entry.invoiceNumber}
                </Button>
              );
            }
            return [entry.reference, entry.orderId ? `Order ${entry.orderId}` : '']
              .filter(Boolean)
              .join(' · ');
          },
        },
        {
          title: 'Debit',
          key: 'debit',
          align: 'right',
          render: (_, entry) => (entry.balanceEffectPaise < 0 ? formatPaise(-entry.balanceEffectPaise) : ''),
        },
        {
          title: 'Credit',
          key: 'credit',
          align: 'right',
          render: (_, entry) => (entry.balanceEffectPaise > 0 ? formatPaise(entry.balanceEffectPaise) : ''),
        },
        {
          title: 'Balance',
          dataIndex: 'runningPaise',
          align: 'right',
          render: (paise: number) => formatSignedPaise(paise),
        },
      ]}
    />
  );
}
