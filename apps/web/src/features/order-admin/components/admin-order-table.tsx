import {
  type AdminOrderSummary,
  formatOrderTime,
  formatPaise,
  ORDER_ADMIN_PAGE_SIZE,
  ORDER_KIND_LABELS,
  PAYMENT_STATUS,
  paymentStatusLabel,
} from '@kadai/contract';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { PaymentHistoryButton } from '../../payments/index.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAmountInput } from './order-amount-input.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';

export interface AdminOrderTableProps {
  orders: AdminOrderSummary[];
  total: number;
  page: number;
  loading: boolean;
  /** /admin shows payment status; /unpaidorders lists only unpaid orders and leaves the column out. */
  showPaymentStatus: boolean;
  /** Admins edit; finance reads. */
  canEdit: boolean;
  onPageChange: (page: number) => void;
  onOpen: (orderId: string) => void;
}

export function AdminOrderTable(props: AdminOrderTableProps) {
  const { canEdit } = props;
  const columns: TableColumnsType<AdminOrderSummary> = [
    {
      title: 'Order ID',
      dataIndex: 'orderId',
      fixed: 'start',
      render: (orderId: string) => (
        <Button type="link" size="small" onClick={() => props.onOpen(orderId)} style={{ paddingInline: 0 }}>
          {orderId}
        </Button>
      ),
    },
    { title: 'Date', dataIndex: 'createdAt', render: (iso: string) => formatOrderTime(iso) },
    { title: 'Customer', dataIndex: 'customerName' },
    { title: 'Phone', dataIndex: 'phone' },
    {
      title: 'Order Type',
      key: 'orderType',
      render: (_, order) => (
        <>
          {order.orderType}{' '}
          {order.kind === 'advance' ? <Tag color="purple">{ORDER_KIND_LABELS.advance}</Tag> : null}
        </>
      ),
    },
    {
      title: 'Estimated',
      key: 'estimated',
      align: 'right',
      // An advance order is free-text lists: there is nothing to estimate from.
      render: (_, order) =>
        order.kind === 'advance' ? (
          '—'
        ) : (
          <span title="Σ quantity × mrp, as the customer saw it">
            {formatPaise(order.estimatedTotalPaise)}
          </span>
        ),
    },
    {
      title: 'Amount',
      key: 'amount',
      render: (_, order) =>
        canEdit ? (
          <OrderAmountInput order={order} />
        ) : order.amountPaise === null ? (
          '—'
        ) : (
          formatPaise(order.amountPaise)
        ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, order) => (canEdit ? <OrderStatusSelect order={order} /> : order.status),
    },
    ...(props.showPaymentStatus
      ? [
          {
            title: 'Payment Status',
            key: 'paymentStatus',
            render: (_: unknown, order: AdminOrderSummary) => (
              <span className="payment-status-cell">
                <Tag color={order.paymentStatus === PAYMENT_STATUS.paid ? 'green' : 'orange'}>
                  {paymentStatusLabel(order.paymentStatus)}
                </Tag>
                <PaymentHistoryButton orderId={order.orderId} />
              </span>
            ),
          },
        ]
      : []),
    {
      title: 'Actions',
      key: 'actions',
      // Narrow enough that the buttons wrap onto two lines rather than run off a laptop screen.
      width: 200,
      render: (_, order) => <OrderActions order={order} canEdit={canEdit} />,
    },
  ];

  return (
    <Table<AdminOrderSummary>
      rowKey="orderId"
      size="small"
      columns={columns}
      dataSource={props.orders}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      // Paged on the server: 1000 a page, and no pager at all when one page holds everything (§2.9).
      pagination={{
        current: props.page,
        pageSize: ORDER_ADMIN_PAGE_SIZE,
        total: props.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: props.onPageChange,
      }}
      locale={{ emptyText: 'No orders match' }}
    />
  );
}
