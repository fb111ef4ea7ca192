import {
  ADVANCE_LIST_LABELS,
  type AdminOrderDetail,
  formatOrderTime,
  formatPaise,
  ORDER_KIND_LABELS,
  PAYMENT_STATUS,
  paymentStatusLabel,
} from '@kadai/contract';
import { Alert, Descriptions, Drawer, Flex, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import { memo } from 'react';
import { PaymentHistoryButton } from '../../payments/staff.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAmountInput } from './order-amount-input.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

/**
 * One order in full, beside the list: details, lines and history; admins edit here as in the row.
 * Memoised: closed, it has nothing to redraw when a change puts an order into the list.
 */
export const OrderDetailDrawer = memo(function OrderDetailDrawer(props: {
  orderId: string | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const order = useAdminOrder(props.orderId);
  return (
    <Drawer
      open={props.orderId !== null}
      onClose={props.onClose}
      // A heading under the page's h1, so the drawer's own headings (h3) follow in order for a screen reader.
      title={
        <h2 style={{ margin: 0, font: 'inherit' }}>{props.orderId ? `Order ${props.orderId}` : 'Order'}</h2>
      }
      size="min(640px, 100vw)"
      destroyOnHidden
    >
      {order.error && <Alert type="error" showIcon title={order.error.message} />}
      {!order.data && !order.error && <Skeleton active />}
      {order.data && <OrderDetail order={order.data} canEdit={props.canEdit} />}
    </Drawer>
  );
});

function address(order: AdminOrderDetail): string {
  return [order.address1, order.address2, order.address3, `${order.city} ${order.pincode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

function OrderDetail({ order, canEdit }: { order: AdminOrderDetail; canEdit: boolean }) {
  const paid = order.paymentStatus === PAYMENT_STATUS.paid;
  // On a phone, labels above values: side by side, the amount field runs off the screen.
  const wide = Grid.useBreakpoint().sm;
  return (
    <Flex vertical gap={16}>
      <OrderActions order={order} canEdit={canEdit} />
      <Descriptions
        column={1}
        layout={wide ? 'horizontal' : 'vertical'}
        size="small"
        bordered
        items={[
          { key: 'date', label: 'Order date', children: formatOrderTime(order.createdAt) },
          { key: 'customer', label: 'Customer', children: order.customerName },
          { key: 'phone', label: 'Phone', children: <a href={`tel:${order.phone}`}>{order.phone}</a> },
          { key: 'email', label: 'Email', children: order.email },
          { key: 'address', label: 'Address', children: address(order) },
          {
            key: 'type',
            label: 'Order type',
            children:
              order.kind === 'advance'
                ? `${order.orderType} · ${ORDER_KIND_LABELS.advance}`
                : order.orderType,
          },
          {
            key: 'amount',
            label: 'Amount',
            children: canEdit ? (
              <OrderAmountInput order={order} />
            ) : order.amountPaise === null ? (
              'Not set'
            ) : (
              formatPaise(order.amountPaise)
            ),
          },
          {
            key: 'status',
            label: 'Status',
            children: canEdit ? <OrderStatusSelect order={order} /> : order.status,
          },
          {
            key: 'payment',
            label: 'Payment status',
            children: (
              <>
                <Tag
                  color={paid ? 'green' : order.paymentStatus === PAYMENT_STATUS.reversed ? 'red' : 'orange'}
                >
                  {paymentStatusLabel(order.paymentStatus)}
                </Tag>
                {paid && order.paidBy && (
                  <Typography.Text type="secondary">
                    confirmed by {order.paidBy}
                    {order.paidAt ? ` · ${formatOrderTime(order.paidAt)}` : ''}
                  </Typography.Text>
                )}
                <PaymentHistoryButton orderId={order.orderId} />
              </>
            ),
          },
          { key: 'others', label: 'Special instructions', children: order.others || '—' },
        ]}
      />
      {order.kind === 'advance' ? <AdvanceLists order={order} /> : <OrderLines order={order} />}
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        History
      </Typography.Title>
      <OrderHistory history={order.history} />
    </Flex>
  );
}

/** An advance order has no items: its two lists, as the customer wrote them, stand in their place. */
function AdvanceLists({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      {(
        [
          ['vegetablesList', order.vegetablesList],
          ['groceriesList', order.groceriesList],
        ] as const
      ).map(([list, text]) => (
        <section key={list} aria-label={ADVANCE_LIST_LABELS[list]}>
          <Typography.Title level={3} style={{ margin: '0 0 8px', fontSize: 16 }}>
            {ADVANCE_LIST_LABELS[list]}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {text || '—'}
          </Typography.Paragraph>
        </section>
      ))}
    </>
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        Items ({order.lines.length})
      </Typography.Title>
      <Table
        size="small"
        rowKey="itemId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { title: 'Item', dataIndex: 'name' },
          { title: 'Pack', dataIndex: 'pack' },
          { title: 'Qty', dataIndex: 'quantity', align: 'right' },
          {
            title: 'MRP',
            dataIndex: 'mrpPaise',
            align: 'right',
            render: (mrpPaise: number) => formatPaise(mrpPaise),
          },
        ]}
      />
    </>
  );
}
