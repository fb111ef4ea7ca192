import { formatBusinessDay, formatStockQuantity, type MissedDispatch } from '@kadai/contract';
import { Empty, Table, Typography } from 'antd';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { TeamPageHeading, type TeamQuery } from '../../../production/index.ts';
import { useMissedDispatches } from '../api/list-missed-dispatches.ts';

const TITLE = 'Missed Packaging Plan';

/** Missed Dispatches: what planning sent an outlet on a past day that no dispatch carried. */
export function MissedDispatchesPage({ team }: { team: TeamQuery }) {
  const missed = useMissedDispatches(team.teamId);
  const outlets = [...new Set((missed.data ?? []).map((m) => m.outletName))].sort();
  return (
    <>
      <TeamPageHeading title={TITLE} team={team} date="the last 14 days, today not yet" />
      {missed.isError ? (
        <LoadError what="the missed dispatches" error={missed.error} onRetry={() => missed.refetch()} />
      ) : missed.isPending ? (
        <LoadingBlock label="Loading the missed dispatches" />
      ) : missed.data.length === 0 ? (
        <Empty description="Everything planned was dispatched." />
      ) : (
        <Table<MissedDispatch>
          rowKey={(m) => `${m.day} ${m.outletId} ${m.productId}`}
          dataSource={missed.data}
          pagination={missed.data.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            { title: 'Date', key: 'day', render: (_v, m) => formatBusinessDay(m.day) },
            {
              title: 'Outlet',
              dataIndex: 'outletName',
              key: 'outlet',
              filters: outlets.map((name) => ({ text: name, value: name })),
              onFilter: (value, m) => m.outletName === value,
            },
            { title: 'Item Name', dataIndex: 'productName', key: 'product' },
            { title: 'Variant', dataIndex: 'variantName', key: 'variant' },
            {
              title: 'Planned',
              key: 'planned',
              align: 'right',
              render: (_v, m) => formatStockQuantity(m.planned, m.unit),
            },
            {
              title: 'Sent',
              key: 'sent',
              align: 'right',
              render: (_v, m) => formatStockQuantity(m.sent, m.unit),
            },
            {
              title: 'Missed',
              key: 'missed',
              align: 'right',
              render: (_v, m) => (
                <Typography.Text type="danger">{formatStockQuantity(m.missed, m.unit)}</Typography.Text>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
