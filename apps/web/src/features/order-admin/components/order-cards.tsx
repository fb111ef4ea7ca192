import type { AdminOrderSummary } from '@kadai/contract';
import { useMemo } from 'react';
import { RowCards } from '../../../components/row-cards.tsx';
import { emptyListText, visibleColumns } from './order-table-cells.ts';
import { type AdminOrderTableProps, type CellContext, COLUMNS } from './order-table-columns.tsx';

/** The columns of the table as a card's fields, its controls and actions at full size. */
function cardColumns(showPaymentStatus: boolean, context: CellContext) {
  return visibleColumns(COLUMNS, showPaymentStatus).map((column) => ({
    key: column.key,
    title: column.title,
    render: (_: unknown, order: AdminOrderSummary) => column.cell(order, context),
  }));
}

/**
 * On a phone, one card per order, as a table would not fit its width: the order id at its head,
 * every figure, the amount box and status select within the screen's width, and the actions as
 * buttons with short names. Fifty cards at a time: a phone's list is read from the top, not
 * scrolled through a thousand.
 */
export function OrderCards(props: AdminOrderTableProps) {
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
      locale={{ emptyText: emptyListText(props.loading) }}
    />
  );
}
