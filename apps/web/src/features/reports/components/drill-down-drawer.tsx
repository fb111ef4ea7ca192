import { DRILL_DOWN_LIMIT, formatBusinessDay, formatPaise, type LedgerRow } from '@kadai/contract';
import { Alert, Drawer, Table } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useDrillDown } from '../api/reports.ts';

export type Drill = Parameters<typeof useDrillDown>[0];

/** The ledger rows (stock moves, wastage lines) behind the figure a person clicked. */
export function DrillDownDrawer({
  title,
  drill,
  onClose,
}: {
  title: string;
  drill: Drill;
  onClose: () => void;
}) {
  const rows = useDrillDown(drill);
  return (
    <Drawer title={title} open={drill !== null} onClose={onClose} size="large" destroyOnHidden>
      {rows.isError ? (
        <LoadError what="the ledger rows" error={rows.error} onRetry={() => rows.refetch()} />
      ) : rows.isPending ? (
        <LoadingBlock label="Loading the ledger rows" />
      ) : (
        <>
          {rows.data.total > DRILL_DOWN_LIMIT && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 8 }}
              title={`The newest ${DRILL_DOWN_LIMIT} of ${rows.data.total} rows are listed.`}
            />
          )}
          <Table<LedgerRow>
            aria-label="Ledger rows"
            rowKey="ref"
            size="small"
            dataSource={rows.data.rows}
            scroll={{ x: 'max-content' }}
            pagination={rows.data.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            columns={[
              { title: 'Date', key: 'day', render: (_v, r) => formatBusinessDay(r.day) },
              { title: 'Entry', dataIndex: 'ref', key: 'ref' },
              { title: 'Reason', dataIndex: 'reason', key: 'reason' },
              { title: 'Product', dataIndex: 'productName', key: 'product' },
              { title: 'From', key: 'from', render: (_v, r) => r.from ?? '—' },
              { title: 'To', key: 'to', render: (_v, r) => r.to ?? '—' },
              { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
              {
                title: 'Value',
                key: 'value',
                align: 'right',
                render: (_v, r) => (r.valuePaise === null ? '' : formatPaise(r.valuePaise)),
              },
              { title: 'By', dataIndex: 'by', key: 'by' },
              { title: 'Note', key: 'note', render: (_v, r) => r.note ?? '' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
