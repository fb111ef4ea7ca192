import { formatPaise, type RefundTask } from '@kadai/contract';
import { Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useCompleteRefund } from '../api/card-payments-admin.ts';

/** Why the money is owed back, in finance's words. */
const KINDS: Record<RefundTask['kind'], string> = {
  'paid twice': 'Paid twice',
  'older amount': 'Older amount',
};

/**
 * Money to give back: a second payment of an order, or a payment of an amount the order no longer
 * had. A refund through the gateway from the attempts closes its task itself; an admin marks one
 * refunded elsewhere (the gateway's dashboard) as made.
 */
export function RefundTasksTable(props: {
  refunds: readonly RefundTask[];
  canMarkDone: boolean;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const refund = useCompleteRefund();
  const columns: TableColumnsType<RefundTask> = [
    {
      key: 'order',
      title: 'Order',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.orderId}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.customerName}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'amount', title: 'To refund', align: 'right', render: (_, row) => formatPaise(row.amountPaise) },
    {
      key: 'state',
      title: 'State',
      render: (_, row) =>
        row.state === 'done' ? (
          <Tag color="green">{`refunded by ${row.doneBy ?? '—'}`}</Tag>
        ) : props.canMarkDone ? (
          <Button
            size="small"
            loading={refund.isPending && refund.variables === row.id}
            aria-label={`Mark the refund of ${row.orderId} as made`}
            onClick={() =>
              refund.mutate(row.id, {
                onSuccess: () => props.onDone(`Refund of ${row.orderId} marked as made`),
                onError: (error) => props.onError(error.message),
              })
            }
          >
            Mark refunded
          </Button>
        ) : (
          <Tag color="red">open</Tag>
        ),
    },
    { key: 'kind', title: 'Why', render: (_, row) => <Tag>{KINDS[row.kind]}</Tag> },
    {
      key: 'payment',
      title: 'Payment',
      render: (_, row) => `${row.gatewayOrderId} · ${row.trackingId ?? '—'}`,
    },
    { key: 'date', title: 'Opened', render: (_, row) => formatDateTime(row.createdAt) },
  ];
  return (
    <div data-testid="refunds">
      <Table<RefundTask>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...props.refunds]}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
      />
    </div>
  );
}
