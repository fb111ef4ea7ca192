import { formatPaise, type PaymentAttemptRow } from '@kadai/contract';
import { Button, Flex, type TableColumnsType, Typography } from 'antd';
import { CardTable } from '../../../components/row-cards.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useCheckCardPayment } from '../api/check-card-payment.ts';
import { AttemptStateTags } from './attempt-state-tags.tsx';

const small = { fontSize: 12 } as const;

/**
 * Every trip to the gateway, newest first (flagged ones first of all). The columns a person acts on
 * come first, so a phone shows them before it scrolls sideways: which payment, how much, its
 * state, what to do; then why (the last word, wrapped, never cut) and the particulars.
 */
export function AttemptsTable(props: {
  attempts: readonly PaymentAttemptRow[];
  loading: boolean;
  onRefund: (attempt: PaymentAttemptRow) => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const check = useCheckCardPayment();
  const columns: TableColumnsType<PaymentAttemptRow> = [
    {
      key: 'payment',
      title: 'Payment',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.orderId}</Typography.Text>
          <Typography.Text style={small}>{row.gatewayOrderId}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.customerName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      render: (_, row) => (
        <Flex vertical align="end">
          <span>{formatPaise(row.amountPaise)}</span>
          {row.refundedPaise > 0 ? (
            <Typography.Text type="secondary" style={small}>
              refunded {formatPaise(row.refundedPaise)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'state', title: 'State', render: (_, row) => <AttemptStateTags row={row} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, row) => (
        <Flex gap={4} wrap style={{ minWidth: 120 }}>
          <Button
            size="small"
            loading={check.isPending && check.variables === row.gatewayOrderId}
            aria-label={`Ask the gateway now about ${row.gatewayOrderId}`}
            onClick={() =>
              check.mutate(row.gatewayOrderId, {
                onSuccess: () => props.onDone(`Asked the gateway about ${row.gatewayOrderId}`),
                onError: (error) => props.onError(error.message),
              })
            }
          >
            Ask the gateway now
          </Button>
          {row.refundablePaise > 0 ? (
            <Button
              size="small"
              danger
              aria-label={`Refund ${row.gatewayOrderId}`}
              onClick={() => props.onRefund(row)}
            >
              Refund
            </Button>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'note',
      title: 'Last word',
      render: (_, row) => (
        // Wrapped within a width, never cut: the words say why it is in this state.
        <div style={{ minWidth: 180, maxWidth: 300, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {row.lastNote || '—'}
        </div>
      ),
    },
    { key: 'date', title: 'Started', render: (_, row) => formatDateTime(row.createdAt) },
    { key: 'tracking', title: 'Tracking id', render: (_, row) => row.trackingId ?? '—' },
    { key: 'checks', title: 'Status checks', dataIndex: 'statusChecks', align: 'right' },
  ];
  return (
    <div data-testid="attempts">
      <CardTable<PaymentAttemptRow>
        cardTitle="payment"
        cardFooter={['actions']}
        rowKey="gatewayOrderId"
        size="small"
        loading={props.loading}
        columns={columns}
        dataSource={[...props.attempts]}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: 'No card payments yet' }}
      />
    </div>
  );
}
