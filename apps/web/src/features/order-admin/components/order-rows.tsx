import type { AdminOrderSummary } from '@kadai/contract';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ConfigProvider } from 'antd';
import { memo, useCallback, useRef } from 'react';
import { columnsWidth, emptyListText, visibleColumns } from './order-table-cells.ts';
import { type AdminOrderTableProps, type CellContext, COLUMNS, type Column } from './order-table-columns.tsx';
import { useListHeight } from './use-list-height.ts';

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

/**
 * The orders of one page (up to §2.9's 1,000) as a plain table whose rows are drawn only while in
 * view (@tanstack/react-virtual): the first screen costs some twenty rows, not a thousand, and not
 * antd's Table either, whose machinery is built for sorting, filtering and selecting in the browser
 * (decision 023). The header and the order id stay in view as the rows scroll down and the columns
 * sideways; the actions stay at the right edge.
 */
export function OrderRows(props: AdminOrderTableProps) {
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
      columns: visibleColumns(COLUMNS, showPaymentStatus),
    };
  }
  const { columns } = columnsRef.current;
  // Columns that add up to what a 1280 px laptop leaves beside the open menu with its names (some
  // 1,010 px): the table is cut nowhere there.
  const width = columnsWidth(columns);
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
                    {emptyListText(props.loading)}
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
