import {
  type AdminOrderSummary,
  formatOrderTime,
  formatPaise,
  ORDER_KIND_LABELS,
  paymentStatusLabel,
} from '@kadai/contract';
import type { CSSProperties, ReactNode } from 'react';
import { ActionButton } from '../../../components/action-button.tsx';
import { PaymentHistoryButton } from '../../payments/staff.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAmountInput } from './order-amount-input.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { amountText, hasEstimate, isReversed, paymentTagClass } from './order-table-cells.ts';

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

export interface Column {
  key: string;
  title: string;
  width: number;
  align?: 'right';
  cell: (order: AdminOrderSummary, context: CellContext) => ReactNode;
}

export interface CellContext {
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

/** Text cut to its cell (one line, or two), with the whole of it on hover. */
function Clipped({ text, lines = 1 }: { text: string; lines?: 1 | 2 }) {
  return (
    <span className={lines === 1 ? 'order-cell-line' : 'order-cell-lines'} title={text}>
      {text}
    </span>
  );
}

export const COLUMNS: Column[] = [
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
      hasEstimate(order) ? (
        <span title="Σ quantity × mrp, as the customer saw it">{formatPaise(order.estimatedTotalPaise)}</span>
      ) : (
        '—'
      ),
  },
  {
    key: 'amount',
    title: 'Amount',
    width: 150,
    cell: (order, { canEdit, compact }) =>
      canEdit ? <OrderAmountInput order={order} compact={compact} /> : amountText(order),
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
        <span className={paymentTagClass(order)} style={isReversed(order) ? REVERSED_TAG : undefined}>
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
