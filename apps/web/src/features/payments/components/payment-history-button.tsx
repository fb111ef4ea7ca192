import { HistoryOutlined } from '@ant-design/icons';
import {
  orderPaymentEventsSchema,
  PAYMENT_ATTEMPT_STATE_LABELS,
  type PaymentEventRow,
} from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Popover, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { ActionButton } from '../../../components/action-button.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

function describe(event: PaymentEventRow): string {
  const move = event.toState
    ? `${event.fromState ? PAYMENT_ATTEMPT_STATE_LABELS[event.fromState] : '—'} → ${PAYMENT_ATTEMPT_STATE_LABELS[event.toState]}`
    : '';
  return [event.gatewayOrderId, move].filter(Boolean).join(' · ');
}

function PaymentHistory({ orderId }: { orderId: string }) {
  const history = useQuery({
    queryKey: ['payments', 'events', orderId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/admin/payments/orders/${encodeURIComponent(orderId)}/events`,
        orderPaymentEventsSchema.parse,
        {
          signal,
        },
      ),
  });
  if (history.isPending) return <Spin size="small" />;
  if (history.isError) return <Typography.Text type="danger">{history.error.message}</Typography.Text>;
  if (history.data.events.length === 0) return <Empty description="No card payments or confirmations yet" />;
  return (
    <Timeline
      style={{ maxWidth: 420, marginTop: 8 }}
      items={history.data.events.map((event, index) => ({
        key: index,
        color:
          event.toState === 'success'
            ? 'green'
            : event.toState === 'failure' || event.toState === 'invalid' || event.toState === 'reversed'
              ? 'red'
              : 'blue',
        content: (
          <div>
            <Typography.Text strong>{event.source}</Typography.Text>{' '}
            <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
            <div>{describe(event)}</div>
            <div>{event.note}</div>
            {event.recordedBy ? (
              <Typography.Text type="secondary">by {event.recordedBy}</Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/**
 * The order's payment story on demand (attempts, callbacks, status checks, manual confirmation),
 * next to its payment status in the order lists and the order's drawer. A plain button until it is
 * first pressed (each row of a 1,000-order list has one): only then does it carry its pop-over.
 */
export function PaymentHistoryButton({ orderId }: { orderId: string }) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <ActionButton
      size="small"
      variant="text"
      aria-label={`Payment history of ${orderId}`}
      // Pressed once, the button is drawn again inside its pop-over: it keeps the focus.
      autoFocus={armed}
      onClick={(event) => {
        event.stopPropagation();
        if (!armed) {
          setArmed(true);
          setOpen(true);
        }
      }}
    >
      <HistoryOutlined />
    </ActionButton>
  );
  if (!armed) return button;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={`Payments of ${orderId}`}
      content={open ? <PaymentHistory orderId={orderId} /> : null}
    >
      {button}
    </Popover>
  );
}
