import { Table, type TableColumnsType, Typography } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { type ProducedLine, useProductionToday } from '../hooks/use-production-today.ts';

const columns: TableColumnsType<ProducedLine> = [
  {
    title: 'Product',
    dataIndex: 'name',
    render: (_, line) => (line.variant_name ? `${line.name} (${line.variant_name})` : line.name),
  },
  { title: 'Unit', dataIndex: 'unit' },
  { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
];

/** What the team logged as produced today, summed per product and unit. */
export function TodaysProduction({ teamId }: { teamId: string }) {
  const today = useProductionToday(teamId);
  return (
    <section aria-labelledby="todays-production-title">
      <Typography.Title level={3} id="todays-production-title">
        Today's Production
      </Typography.Title>
      {today.isError ? (
        <LoadError what="today's production" error={today.error} onRetry={() => today.refetch()} />
      ) : (
        <Table
          data-testid="todays-production"
          rowKey="key"
          size="small"
          loading={today.isPending}
          columns={columns}
          dataSource={today.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: 'Nothing logged today yet.' }}
        />
      )}
    </section>
  );
}
