import {
  formatOrderTime,
  formatPaise,
  type OrderEvent,
  parseRupees,
  paymentStatusLabel,
} from '@kadai/contract';
import { Timeline, Typography } from 'antd';

function amount(value: string | null): string {
  // The history keeps amounts as their decimal text ("1250.50"), read back exactly.
  const paise = value === null ? null : parseRupees(value);
  return paise === null ? (value ?? 'not set') : formatPaise(paise);
}

function payment(value: string | null): string {
  return value === null ? '—' : paymentStatusLabel(value === '1' ? 1 : value === '2' ? 2 : 0);
}

/** What changed, in words: "Status: In Packing → In Delivery". */
export function describeOrderEvent(event: OrderEvent): string {
  switch (event.field) {
    case 'status':
      return event.fromValue === null
        ? `Status: ${event.toValue}`
        : `Status: ${event.fromValue} → ${event.toValue}`;
    case 'amount':
      return `Amount: ${amount(event.fromValue)} → ${amount(event.toValue)}${event.reason ? ` (reason: ${event.reason})` : ''}`;
    case 'payment_status':
      return `Payment: ${payment(event.fromValue)} → ${payment(event.toValue)}`;
  }
}

/** Every change of the order, oldest first, with who made it and when. */
export function OrderHistory({ history }: { history: OrderEvent[] }) {
  if (history.length === 0) return <Typography.Text type="secondary">No changes yet</Typography.Text>;
  return (
    <Timeline
      data-testid="order-history"
      items={history.map((event, index) => ({
        key: `${event.changedAt}-${index}`,
        color: event.field === 'payment_status' ? 'green' : event.field === 'amount' ? 'gray' : 'blue',
        content: (
          <>
            <div>{describeOrderEvent(event)}</div>
            <Typography.Text type="secondary">
              by {event.changedBy} · {formatOrderTime(event.changedAt)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
