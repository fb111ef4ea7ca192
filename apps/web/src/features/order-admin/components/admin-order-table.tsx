import {
  type AdminOrderSummary,
  formatOrderTime,
  formatPaise,
  ORDER_ADMIN_PAGE_SIZE,
  ORDER_KIND_LABELS,
  PAYMENT_STATUS,
  paymentStatusLabel,
} from '@kadai/contract';
import { Button, ConfigProvider, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { PaymentHistoryButton } from '../../payments/index.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAmountInput } from './order-amount-input.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { useListHeight } from './use-list-height.ts';
import './order-admin.css';

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

/**
 * A cell is drawn again only when its row object changes: a change to one order replaces that one
 * row in the cached list (update-order.ts), and a list fetched again keeps the objects of unchanged
 * rows (React Query's structural sharing), so the other rows are left alone.
 */
const rowChanged = (record: AdminOrderSummary, prevRecord: AdminOrderSummary) => record !== prevRecord;

/** Text cut to its cell (one line, or two), with the whole of it on hover. */
function Clipped({ text, lines = 1 }: { text: string; lines?: 1 | 2 }) {
  return (
    <span className={lines === 1 ? 'order-cell-line' : 'order-cell-lines'} title={text}>
      {text}
    </span>
  );
}

export function AdminOrderTable(props: AdminOrderTableProps) {
  const { canEdit, showPaymentStatus } = props;
  // The cells keep their first render while their row is unchanged: reach the latest handler.
  const onOpenRef = useRef(props.onOpen);
  onOpenRef.current = props.onOpen;
  const open = useCallback((orderId: string) => onOpenRef.current(orderId), []);
  const [holder, listHeight] = useListHeight();

  const columns = useMemo<TableColumnsType<AdminOrderSummary>>(() => {
    const drawn: TableColumnsType<AdminOrderSummary> = [
      {
        title: 'Order ID',
        dataIndex: 'orderId',
        fixed: 'start',
        width: 110,
        render: (orderId: string) => (
          <Button type="link" size="small" onClick={() => open(orderId)} style={{ paddingInline: 0 }}>
            {orderId}
          </Button>
        ),
      },
      {
        title: 'Date',
        dataIndex: 'createdAt',
        width: 90,
        render: (iso: string) => <Clipped text={formatOrderTime(iso)} lines={2} />,
      },
      {
        title: 'Customer',
        key: 'customer',
        width: 146,
        // A long name is cut to one line, the whole of it on hover; the phone under it.
        render: (_, order) => (
          <>
            <Clipped text={order.customerName} />
            <span className="order-cell-line order-phone">{order.phone}</span>
          </>
        ),
      },
      {
        title: 'Order Type',
        key: 'orderType',
        width: 100,
        render: (_, order) => (
          <span className="order-cell-lines" title={order.orderType}>
            {order.kind === 'advance' ? <Tag color="purple">{ORDER_KIND_LABELS.advance}</Tag> : null}
            {order.orderType}
          </span>
        ),
      },
      {
        title: 'Estimated',
        key: 'estimated',
        align: 'right',
        width: 84,
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
        width: 150,
        render: (_, order) =>
          canEdit ? (
            <OrderAmountInput order={order} compact />
          ) : order.amountPaise === null ? (
            '—'
          ) : (
            formatPaise(order.amountPaise)
          ),
      },
      {
        title: 'Status',
        key: 'status',
        width: 130,
        render: (_, order) => (canEdit ? <OrderStatusSelect order={order} compact /> : order.status),
      },
      ...(showPaymentStatus
        ? [
            {
              title: 'Payment Status',
              key: 'paymentStatus',
              width: 86,
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
        fixed: 'end',
        width: 104,
        render: (_, order) => <OrderActions order={order} canEdit={canEdit} compact />,
      },
    ];
    return drawn.map((column) => ({ ...column, shouldCellUpdate: rowChanged }));
  }, [canEdit, showPaymentStatus, open]);
  // Compact rows (at most two lines) and columns that add up to what a 1280 px laptop leaves beside
  // the open menu (1,000 px); on a narrower screen the order id and the actions stay in view.
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

  return (
    <div ref={holder}>
      {/* Small inputs and buttons; the cells' padding is trimmed in order-admin.css (a theme here would
          make antd build a second set of styles for every component in the table). */}
      <ConfigProvider componentSize="small">
        <Table<AdminOrderSummary>
          // The cells do not redraw for an unchanged row: draw them all afresh when the columns change.
          key={`${canEdit ? 'edit' : 'read'}-${showPaymentStatus ? 'paid' : 'unpaid'}`}
          className="admin-order-table"
          rowKey="orderId"
          size="small"
          columns={columns}
          dataSource={props.orders}
          loading={props.loading}
          // Only the rows in view are drawn: a page of 1,000 orders opens as fast as one of 20.
          virtual
          scroll={{ x: width, y: listHeight }}
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
      </ConfigProvider>
    </div>
  );
}
