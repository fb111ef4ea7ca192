import { ADMIN_ORDER_STATUSES, type AdminOrderStatus, type AdminOrderSummary } from '@kadai/contract';
import { App } from 'antd';
import { useUpdateOrder } from '../api/update-order.ts';

const CHOOSABLE: readonly string[] = ADMIN_ORDER_STATUSES;

/**
 * Any of the three statuses, on any order, in any sequence (ordering.md §4): saved as soon as chosen.
 * A native select, styled as antd's: a screen of the list has twenty of these, and each of antd's
 * carried its own dropdown machinery; the browser's is faster, and on a phone it is the system's.
 */
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
  // While it is being saved, the status just chosen (not the stored one) stays shown.
  const shown = update.isPending ? (update.variables?.changes.status ?? order.status) : order.status;
  return (
    <select
      className={compact ? 'status-select status-select--compact' : 'status-select'}
      aria-label={`Status of ${order.orderId}`}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending || undefined}
      onChange={(event) => {
        const status = event.target.value as AdminOrderStatus;
        update.mutate(
          { orderId: order.orderId, changes: { version: order.version, status } },
          {
            onSuccess: () => message.success(`${order.orderId} is now ${status}`),
            onError: (e) => message.error(e.message),
          },
        );
      }}
    >
      {/* A new order's 'Order Placed' is shown as it is, though it cannot be chosen again. */}
      {!CHOOSABLE.includes(order.status) && (
        <option value={order.status} disabled>
          {order.status}
        </option>
      )}
      {ADMIN_ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
