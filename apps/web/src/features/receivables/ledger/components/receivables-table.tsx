import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  RECEIVABLES_PAGE_SIZE,
  type ReceivableRow,
  type ReceivableStatus,
  sumPaise,
} from '@kadai/contract';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIsPhone } from '../../../../lib/use-is-phone.ts';
import { WholeRupees } from '../../components/money.tsx';

const total = (rows: readonly ReceivableRow[], amount: (row: ReceivableRow) => number) =>
  sumPaise(rows.map(amount));

/**
 * The receivables (operations.md §9): name, group ('All Customers' shown as 'Bill to Bill
 * Customers'), store, balance and sale balance in whole rupees (the paise on hover), status and the
 * four ageing buckets, 500 a page, with the totals of every row listed. A name opens the customer.
 */
export function ReceivablesTable(props: {
  rows: readonly ReceivableRow[];
  loading: boolean;
  onOpen: (customerId: number) => void;
}) {
  const phone = useIsPhone();
  const money = (amount: (row: ReceivableRow) => number) => (_: unknown, row: ReceivableRow) => (
    <WholeRupees paise={amount(row)} />
  );
  const columns: ColumnsType<ReceivableRow> = [
    {
      title: 'Name',
      dataIndex: 'name',
      fixed: 'left',
      render: (name: string, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => props.onOpen(row.customerId)}
        >
          {name}
        </Button>
      ),
    },
    { title: 'Group', dataIndex: 'groupLabel' },
    { title: 'Store', dataIndex: 'storeName', render: (store: string | null) => store ?? '' },
    { title: 'Balance', key: 'balance', align: 'right', render: money((row) => row.balancePaise) },
    {
      title: 'Sale balance',
      key: 'saleBalance',
      align: 'right',
      render: money((row) => row.saleBalancePaise),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (status: ReceivableStatus) => <Tag color={status === 'OK' ? 'green' : 'red'}>{status}</Tag>,
    },
    ...AGEING_BUCKETS.map((bucket) => ({
      title: AGEING_BUCKET_LABELS[bucket],
      key: bucket,
      align: 'right' as const,
      render: money((row) => row.ageing[bucket]),
    })),
  ];

  return (
    <Table<ReceivableRow>
      size="small"
      rowKey="customerId"
      loading={props.loading}
      dataSource={props.rows as ReceivableRow[]}
      columns={columns}
      // As wide as its words on a phone (scrolled sideways); within the page on a laptop, cells wrapping.
      scroll={phone ? { x: 'max-content' } : undefined}
      pagination={{ pageSize: RECEIVABLES_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      summary={(shown) =>
        shown.length === 0 ? null : (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row data-testid="receivables-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <WholeRupees paise={total(props.rows, (row) => row.balancePaise)} />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <WholeRupees paise={total(props.rows, (row) => row.saleBalancePaise)} />
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
              {AGEING_BUCKETS.map((bucket, i) => (
                <Table.Summary.Cell key={bucket} index={6 + i} align="right">
                  <WholeRupees paise={total(props.rows, (row) => row.ageing[bucket])} />
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
