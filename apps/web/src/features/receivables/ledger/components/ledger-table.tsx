import { formatBusinessDay, type LedgerEntry, type LedgerEntryKind } from '@kadai/contract';
import { Button, Table } from 'antd';
import { formatSignedPaise } from '../../components/money.tsx';
import {
  LEDGER_KIND_LABELS,
  type LedgerRow,
  ledgerCredit,
  ledgerDebit,
  ledgerReference,
  withRunningBalance,
} from '../utils/ledger-rows.ts';

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
    <Table<LedgerRow>
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
            return ledgerReference(entry);
          },
        },
        {
          title: 'Debit',
          key: 'debit',
          align: 'right',
          render: (_, entry) => ledgerDebit(entry),
        },
        {
          title: 'Credit',
          key: 'credit',
          align: 'right',
          render: (_, entry) => ledgerCredit(entry),
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
