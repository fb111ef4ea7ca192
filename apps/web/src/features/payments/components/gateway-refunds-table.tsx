import { formatPaise, type GatewayRefund } from '@kadai/contract';
import { Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** A refund's answer from the gateway, in finance's words. */
const STATES: Record<GatewayRefund['state'], { label: string; colour: string }> = {
  done: { label: 'Done', colour: 'green' },
  failed: { label: 'Refused', colour: 'red' },
  requested: { label: 'No answer yet', colour: 'gold' },
};

const small = { fontSize: 12 } as const;

/** Refunds asked of the gateway from this screen, newest first, with who asked and what it said. */
export function GatewayRefundsTable({ refunds }: { refunds: readonly GatewayRefund[] }) {
  const columns: TableColumnsType<GatewayRefund> = [
    {
      key: 'order',
      title: 'Order',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.orderId}</Typography.Text>
          <Typography.Text style={small}>{row.gatewayOrderId}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatPaise(row.amountPaise) },
    {
      key: 'state',
      title: 'State',
      render: (_, row) => <Tag color={STATES[row.state].colour}>{STATES[row.state].label}</Tag>,
    },
    { key: 'ref', title: 'Refund ref', dataIndex: 'refundRef' },
    {
      key: 'reason',
      title: 'Reason',
      render: (_, row) => (
        <div style={{ minWidth: 140, maxWidth: 260, whiteSpace: 'normal' }}>{row.reason}</div>
      ),
    },
    { key: 'who', title: 'Asked by', dataIndex: 'requestedBy' },
    {
      key: 'when',
      title: 'When',
      render: (_, row) => (
        <Flex vertical>
          <span>{formatDateTime(row.createdAt)}</span>
          {row.answeredAt ? (
            <Typography.Text type="secondary" style={small}>
              answered {formatDateTime(row.answeredAt)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'error',
      title: 'Gateway’s words',
      render: (_, row) =>
        row.error ? (
          <div style={{ minWidth: 140, maxWidth: 260, whiteSpace: 'normal' }}>{row.error}</div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <div data-testid="gateway-refunds">
      <Table<GatewayRefund>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...refunds]}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: 'No refunds through the gateway yet' }}
      />
    </div>
  );
}
