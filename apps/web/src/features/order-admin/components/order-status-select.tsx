import { ADMIN_ORDER_STATUSES, type AdminOrderStatus, type AdminOrderSummary } from '@kadai/contract';
import { App, Select } from 'antd';
import { useUpdateOrder } from '../api/update-order.ts';

const OPTIONS = ADMIN_ORDER_STATUSES.map((status) => ({ value: status, label: status }));

/** Any of the three statuses, on any order, in any sequence (ordering.md §4): saved as soon as chosen. */
export function OrderStatusSelect({
  order,
  compact = false,
}: {
  order: Pick<AdminOrderSummary, 'orderId' | 'status' | 'version'>;
  /** Narrower, for a table row. */
  compact?: boolean;
}) {
  const { message } = App.useApp();
  const update = useUpdateOrder();
  return (
    <Select<AdminOrderStatus>
      aria-label={`Status of ${order.orderId}`}
      // A new order's 'Order Placed' is shown as it is, though it cannot be chosen again.
      value={order.status as AdminOrderStatus}
      options={OPTIONS}
      loading={update.isPending}
      disabled={update.isPending}
      style={{ width: compact ? 118 : 140 }}
      onChange={(status) =>
        update.mutate(
          { orderId: order.orderId, changes: { version: order.version, status } },
          {
            onSuccess: () => message.success(`${order.orderId} is now ${status}`),
            onError: (e) => message.error(e.message),
          },
        )
      }
    />
  );
}
