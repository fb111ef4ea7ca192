import { type AdminOrderSummary, formatPaise, ORDER_ADMIN_PAGE_SIZE, PAYMENT_STATUS } from '@kadai/contract';

/** /unpaidorders lists only unpaid orders: its table and cards leave the payment status out. */
export function visibleColumns<C extends { key: string }>(
  columns: readonly C[],
  showPaymentStatus: boolean,
): C[] {
  return columns.filter((column) => showPaymentStatus || column.key !== 'paymentStatus');
}

/** The table's least width: its columns' widths added up, so no column is squeezed. */
export function columnsWidth(columns: readonly { width: number }[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/** An advance order is free-text lists: there is nothing to estimate from. */
export function hasEstimate(order: AdminOrderSummary): boolean {
  return order.kind !== 'advance';
}

/** The amount as a reader (finance) sees it: the figure, or a dash while none is set. */
export function amountText(order: AdminOrderSummary): string {
  return order.amountPaise === null ? '—' : formatPaise(order.amountPaise);
}

/** A paid order's tag is green, any other amber (a reversed one is drawn red over it). */
export function paymentTagClass(order: AdminOrderSummary): string {
  return `order-tag ${order.paymentStatus === PAYMENT_STATUS.paid ? 'order-tag--success' : 'order-tag--warning'}`;
}

export function isReversed(order: AdminOrderSummary): boolean {
  return order.paymentStatus === PAYMENT_STATUS.reversed;
}

/** What an empty list says: still loading, or nothing matches the filters. */
export function emptyListText(loading: boolean): string {
  return loading ? 'Loading orders…' : 'No orders match';
}

/** The server's pager shows only when the orders are more than one page holds. */
export function needsServerPager(total: number): boolean {
  return total > ORDER_ADMIN_PAGE_SIZE;
}
