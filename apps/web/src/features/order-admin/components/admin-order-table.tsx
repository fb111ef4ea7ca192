import {
  type AdminOrderSummary,
  formatOrderTime,
  formatPaise,
  ORDER_ADMIN_PAGE_SIZE,
  ORDER_KIND_LABELS,
  PAYMENT_STATUS,
  paymentStatusLabel,
} from '@kadai/contract';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ConfigProvider, Pagination } from 'antd';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo, useRef } from 'react';
import { ActionButton } from '../../../components/action-button.tsx';
import { RowCards } from '../../../components/row-cards.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { PaymentHistoryButton } from '../../payments/staff.ts';
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

interface Column {
  key: string;
  title: string;
  width: number;
  align?: 'right';
  cell: (order: AdminOrderSummary, context: CellContext) => ReactNode;
}

interface CellContext {
  canEdit: boolean;
  open: (orderId: string) => void;
  /** A table row's narrow controls and icon-only actions; a phone's card has room for their names. */
  compact: boolean;
}

/**
 * Money the gateway took back after the order was paid: antd's red, apart from a plain Unpaid, and
 * on two lines in the narrow column rather than over the next one.
 */
const REVERSED_TAG: CSSProperties = {
  borderColor: '#ffa39e',
  background: '#fff1f0',
  color: '#cf1322',
  whiteSpace: 'normal',
  // The cell breaks anywhere (long ids); a word of this tag is not cut in two.
  overflowWrap: 'normal',
};

/** A row before it is measured: two lines of text, or a small control with its padding. */
const ROW_ESTIMATE = 45;
/** The header row's height, which useListHeight counts below the list. */
const HEADER_HEIGHT = 40;
/** Rows drawn beyond the window's edges, so a scroll shows rows already drawn. */
const OVERSCAN = 3;

/** The scrolled box's size from a ResizeObserver alone (the library's default also reads it at once). */
function observeBoxSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const box = instance.scrollElement;
  if (!box) return;
  const observer = new ResizeObserver(() => report({ width: box.clientWidth, height: box.clientHeight }));
  observer.observe(box);
  return () => observer.disconnect();
}

/** Text cut to its cell (one line, or two), with the whole of it on hover. */
function Clipped({ text, lines = 1 }: { text: string; lines?: 1 | 2 }) {
  return (
    <span className={lines === 1 ? 'order-cell-line' : 'order-cell-lines'} title={text}>
      {text}
    </span>
  );
}

const COLUMNS: Column[] = [
  {
    key: 'orderId',
    title: 'Order ID',
    width: 110,
    cell: (order, { open }) => (
      <ActionButton variant="link" size="small" onClick={() => open(order.orderId)}>
        {order.orderId}
      </ActionButton>
    ),
  },
  {
    key: 'date',
    title: 'Date',
    width: 90,
    cell: (order) => <Clipped text={formatOrderTime(order.createdAt)} lines={2} />,
  },
  {
    key: 'customer',
    title: 'Customer',
    width: 146,
    // A long name is cut to one line, the whole of it on hover; the phone under it.
    cell: (order) => (
      <>
        <Clipped text={order.customerName} />
        <span className="order-cell-line order-phone">{order.phone}</span>
      </>
    ),
  },
  {
    key: 'orderType',
    title: 'Order Type',
    width: 100,
    cell: (order) => (
      <span className="order-cell-lines" title={order.orderType}>
        {order.kind === 'advance' ? (
          <span className="order-tag order-tag--purple">{ORDER_KIND_LABELS.advance}</span>
        ) : null}
        {order.orderType}
      </span>
    ),
  },
  {
    key: 'estimated',
    title: 'Estimated',
    width: 84,
    align: 'right',
    // An advance order is free-text lists: there is nothing to estimate from.
    cell: (order) =>
      order.kind === 'advance' ? (
        '—'
      ) : (
        <span title="Σ quantity × mrp, as the customer saw it">{formatPaise(order.estimatedTotalPaise)}</span>
      ),
  },
  {
    key: 'amount',
    title: 'Amount',
    width: 150,
    cell: (order, { canEdit, compact }) =>
      canEdit ? (
        <OrderAmountInput order={order} compact={compact} />
      ) : order.amountPaise === null ? (
        '—'
      ) : (
        formatPaise(order.amountPaise)
      ),
  },
  {
    key: 'status',
    title: 'Status',
    width: 130,
    cell: (order, { canEdit, compact }) =>
      canEdit ? <OrderStatusSelect order={order} compact={compact} /> : order.status,
  },
  {
    key: 'paymentStatus',
    title: 'Payment Status',
    width: 86,
    cell: (order) => (
      <span className="payment-status-cell">
        <span
          className={`order-tag ${order.paymentStatus === PAYMENT_STATUS.paid ? 'order-tag--success' : 'order-tag--warning'}`}
          style={order.paymentStatus === PAYMENT_STATUS.reversed ? REVERSED_TAG : undefined}
        >
          {paymentStatusLabel(order.paymentStatus)}
        </span>
        <PaymentHistoryButton orderId={order.orderId} />
      </span>
    ),
  },
  {
    key: 'actions',
    title: 'Actions',
    width: 104,
    cell: (order, { canEdit, compact }) => <OrderActions order={order} canEdit={canEdit} compact={compact} />,
  },
];

/** The height of the rows not drawn, above or below the drawn ones, so the scroll bar is true. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr className="order-table-spacer">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

/**
 * One order's row. Drawn again only when its order object changes: a change to one order replaces
 * that one object in the cached list (update-order.ts), and a list fetched again keeps the objects
 * of unchanged rows (React Query's structural sharing), so the other rows are left alone.
 */
const OrderRow = memo(function OrderRow(props: {
  order: AdminOrderSummary;
  index: number;
  columns: Column[];
  context: CellContext;
  measure: (element: Element | null) => void;
}) {
  const { order, columns, context } = props;
  return (
    <tr
      ref={props.measure}
      className="order-row"
      data-row-key={order.orderId}
      data-index={props.index}
      aria-rowindex={props.index + 2}
    >
      {columns.map((column) => (
        <td
          key={column.key}
          className={column.align === 'right' ? 'order-cell order-cell--right' : 'order-cell'}
        >
          {column.cell(order, context)}
        </td>
      ))}
    </tr>
  );
});

/** One page of orders: a table on a laptop, cards on a phone, and the server's pager under either. */
export function AdminOrderTable(props: AdminOrderTableProps) {
  const phone = useIsPhone();
  return (
    <>
      {phone ? <OrderCards {...props} /> : <OrderRows {...props} />}
      <ServerPager {...props} />
    </>
  );
}

/** The columns of the table as a card's fields, its controls and actions at full size. */
function cardColumns(showPaymentStatus: boolean, context: CellContext) {
  return COLUMNS.filter((column) => showPaymentStatus || column.key !== 'paymentStatus').map((column) => ({
    key: column.key,
    title: column.title,
    render: (_: unknown, order: AdminOrderSummary) => column.cell(order, context),
  }));
}

/**
 * On a phone, one card per order (issue 27 §6): the order id at its head, every figure, the amount
 * box and status select within the screen's width, and the actions as buttons with short names.
 * Fifty cards at a time: a phone's list is read from the top, not scrolled through a thousand.
 */
function OrderCards(props: AdminOrderTableProps) {
  const { canEdit, showPaymentStatus, onOpen } = props;
  const columns = useMemo(
    () => cardColumns(showPaymentStatus, { canEdit, open: onOpen, compact: false }),
    [showPaymentStatus, canEdit, onOpen],
  );
  return (
    <RowCards<AdminOrderSummary>
      className="admin-order-cards"
      rowKey="orderId"
      dataSource={props.orders}
      columns={columns}
      cardTitle="orderId"
      cardFooter={['actions']}
      loading={props.loading}
      pagination={{ pageSize: 50 }}
      locale={{ emptyText: props.loading ? 'Loading orders…' : 'No orders match' }}
    />
  );
}

/** Paged on the server: 1000 a page, and no pager at all when one page holds everything (§2.9). */
function ServerPager(props: AdminOrderTableProps) {
  // The pager (below the rows, and only past 1,000 orders) comes just after the first frame.
  const pagerDrawn = useAfterFirstPaint();
  if (!pagerDrawn || props.total <= ORDER_ADMIN_PAGE_SIZE) return null;
  return (
    <ConfigProvider componentSize="small">
      <Pagination
        className="order-table-pager"
        current={props.page}
        pageSize={ORDER_ADMIN_PAGE_SIZE}
        total={props.total}
        showSizeChanger={false}
        onChange={props.onPageChange}
      />
    </ConfigProvider>
  );
}

/**
 * The orders of one page (up to §2.9's 1,000) as a plain table whose rows are drawn only while in
 * view (@tanstack/react-virtual): the first screen costs some twenty rows, not a thousand, and not
 * antd's Table either, whose machinery is built for sorting, filtering and selecting in the browser
 * (decision 023). The header and the order id stay in view as the rows scroll down and the columns
 * sideways; the actions stay at the right edge.
 */
function OrderRows(props: AdminOrderTableProps) {
  const { canEdit, showPaymentStatus, orders } = props;
  // The cells keep their first render while their row is unchanged: reach the latest handler.
  const onOpenRef = useRef(props.onOpen);
  onOpenRef.current = props.onOpen;
  const open = useCallback((orderId: string) => onOpenRef.current(orderId), []);
  const contextRef = useRef<CellContext | null>(null);
  if (contextRef.current?.canEdit !== canEdit) contextRef.current = { canEdit, open, compact: true };
  const context = contextRef.current;
  const columnsRef = useRef<{ showPaymentStatus: boolean; columns: Column[] } | null>(null);
  if (columnsRef.current?.showPaymentStatus !== showPaymentStatus) {
    columnsRef.current = {
      showPaymentStatus,
      columns: COLUMNS.filter((column) => showPaymentStatus || column.key !== 'paymentStatus'),
    };
  }
  const { columns } = columnsRef.current;
  // Columns that add up to what a 1280 px laptop leaves beside the open menu with its names (some
  // 1,010 px): the table is cut nowhere there.
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const [holder, listHeight] = useListHeight();
  const scroller = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => orders[index]?.orderId ?? index,
    // The header row above the rows, in the same scrolled box, is covered by the overscan.
    overscan: OVERSCAN,
    // A row's height as the browser reports it after laying the page out, never asked for while the
    // rows are being drawn: that read would lay the whole page out there and then, once per draw.
    measureElement: (_element, entry) => entry?.borderBoxSize[0]?.blockSize ?? ROW_ESTIMATE,
    // The box's size likewise: first the height it is given, then what its ResizeObserver reports.
    initialRect: { width, height: listHeight + HEADER_HEIGHT },
    observeElementRect: observeBoxSize,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  return (
    <div ref={holder}>
      {/* antd's parts in the rows (a paid order's Change, the dialogs the buttons open) stay small. */}
      <ConfigProvider componentSize="small">
        <div
          ref={scroller}
          className="admin-order-table"
          // The header row is inside the box (useListHeight leaves room for it below).
          style={{ maxHeight: listHeight + HEADER_HEIGHT }}
          aria-busy={props.loading || undefined}
        >
          <table style={{ minWidth: width }} aria-rowcount={orders.length + 1}>
            <colgroup>
              {columns.map((column) => (
                <col key={column.key} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.align === 'right' ? 'order-cell--right' : undefined}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {before > 0 && <Spacer height={before} span={columns.length} />}
              {rows.map((row) => {
                const order = orders[row.index];
                return order ? (
                  <OrderRow
                    key={order.orderId}
                    order={order}
                    index={row.index}
                    columns={columns}
                    context={context}
                    measure={virtualizer.measureElement}
                  />
                ) : null;
              })}
              {after > 0 && <Spacer height={after} span={columns.length} />}
              {orders.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className="order-table-empty">
                    {props.loading ? 'Loading orders…' : 'No orders match'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </ConfigProvider>
    </div>
  );
}
