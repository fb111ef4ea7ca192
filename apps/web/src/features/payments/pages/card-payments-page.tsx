import { ReloadOutlined } from '@ant-design/icons';
import {
  formatPaise,
  PAYMENT_ATTEMPT_STATES,
  type PaymentAttemptRow,
  type PaymentAttemptState,
  type RefundTask,
} from '@kadai/contract';
import {
  Alert,
  Button,
  Flex,
  message,
  Select,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSignedUser } from '../../auth/index.ts';
import { useCardPayments, useCompleteRefund } from '../api/card-payments-admin.ts';

const STATE_COLOURS: Record<PaymentAttemptState, string> = {
  created: 'default',
  redirected: 'blue',
  awaited: 'gold',
  success: 'green',
  failure: 'red',
  aborted: 'default',
  invalid: 'magenta',
};

/**
 * /card-payments: every trip to the card gateway by state, the money still awaiting the gateway's
 * answer (the reconciliation keeps asking), and the refunds to make for orders paid twice.
 */
export function CardPaymentsPage() {
  const [state, setState] = useState<PaymentAttemptState | undefined>(undefined);
  const payments = useCardPayments(state);
  const user = useSignedUser();
  const refund = useCompleteRefund();
  const [notice, noticeHolder] = message.useMessage();
  const openRefunds = payments.data?.refunds.filter((r) => r.state === 'open') ?? [];

  const attemptColumns: TableColumnsType<PaymentAttemptRow> = [
    { key: 'date', title: 'Started', render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'order', title: 'Order', dataIndex: 'orderId' },
    { key: 'gateway', title: 'Gateway order', dataIndex: 'gatewayOrderId' },
    { key: 'customer', title: 'Customer', dataIndex: 'customerName' },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => formatPaise(row.amountPaise) },
    {
      key: 'state',
      title: 'State',
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Tag color={STATE_COLOURS[row.state]}>{row.state}</Tag>
          {row.paidTwice ? <Tag color="red">paid twice</Tag> : null}
          {!row.settled && row.state !== 'success' ? <Tag>checking</Tag> : null}
        </Flex>
      ),
    },
    { key: 'tracking', title: 'Tracking id', render: (_, row) => row.trackingId ?? '—' },
    { key: 'checks', title: 'Status checks', dataIndex: 'statusChecks', align: 'right' },
    {
      key: 'note',
      title: 'Last word',
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.lastNote }} style={{ maxWidth: 320 }}>
          {row.lastNote}
        </Typography.Text>
      ),
    },
  ];

  const refundColumns: TableColumnsType<RefundTask> = [
    { key: 'date', title: 'Opened', render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'order', title: 'Order', dataIndex: 'orderId' },
    { key: 'customer', title: 'Customer', dataIndex: 'customerName' },
    {
      key: 'gateway',
      title: 'Second payment',
      render: (_, row) => `${row.gatewayOrderId} · ${row.trackingId ?? '—'}`,
    },
    { key: 'amount', title: 'To refund', align: 'right', render: (_, row) => formatPaise(row.amountPaise) },
    {
      key: 'state',
      title: 'State',
      render: (_, row) =>
        row.state === 'done' ? (
          <Tag color="green">{`refunded by ${row.doneBy ?? '—'}`}</Tag>
        ) : user.data?.role === 'admin' ? (
          <Button
            size="small"
            loading={refund.isPending && refund.variables === row.id}
            aria-label={`Mark the refund of ${row.orderId} as made`}
            onClick={() =>
              refund.mutate(row.id, {
                onSuccess: () => notice.success(`Refund of ${row.orderId} marked as made`),
                onError: (error) => notice.error(error.message),
              })
            }
          >
            Mark refunded
          </Button>
        ) : (
          <Tag color="red">open</Tag>
        ),
    },
  ];

  return (
    <>
      {noticeHolder}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Card payments
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => payments.refetch()} loading={payments.isFetching}>
          Refresh
        </Button>
      </Flex>
      {payments.isError ? (
        <LoadError what="the card payments" error={payments.error} onRetry={() => payments.refetch()} />
      ) : (
        <>
          <Flex gap={32} wrap style={{ margin: '16px 0' }}>
            <Statistic
              title="Awaiting the gateway’s answer"
              value={formatPaise(payments.data?.awaitingPaise ?? 0)}
              suffix={<span data-testid="awaiting-count">({payments.data?.awaitingCount ?? 0})</span>}
            />
            <Statistic title="Refunds to make" value={openRefunds.length} />
          </Flex>
          {openRefunds.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Some orders were paid twice."
              description="Refund the second payment in the gateway's dashboard, then mark it refunded here."
            />
          ) : null}
          {(payments.data?.refunds.length ?? 0) > 0 ? (
            <>
              <Typography.Title level={4}>Refunds</Typography.Title>
              <div data-testid="refunds">
                <Table<RefundTask>
                  rowKey="id"
                  size="small"
                  columns={refundColumns}
                  dataSource={payments.data?.refunds ?? []}
                  scroll={{ x: 'max-content' }}
                  pagination={{ pageSize: 50, hideOnSinglePage: true }}
                />
              </div>
            </>
          ) : null}
          <Flex justify="space-between" align="center" gap={12} wrap style={{ margin: '16px 0 8px' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Attempts
            </Typography.Title>
            <Select<PaymentAttemptState | 'all'>
              aria-label="State"
              style={{ minWidth: 180 }}
              value={state ?? 'all'}
              onChange={(value) => setState(value === 'all' ? undefined : value)}
              options={[
                { value: 'all', label: 'Every state' },
                ...PAYMENT_ATTEMPT_STATES.map((s) => ({ value: s, label: s })),
              ]}
            />
          </Flex>
          <Table<PaymentAttemptRow>
            rowKey="gatewayOrderId"
            size="middle"
            loading={payments.isPending}
            columns={attemptColumns}
            dataSource={payments.data?.attempts ?? []}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            locale={{ emptyText: 'No card payments yet' }}
          />
        </>
      )}
    </>
  );
}
