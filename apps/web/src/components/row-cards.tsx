import { Checkbox, Empty, Pagination, Spin, Table, type TableColumnsType, type TableProps } from 'antd';
import { isValidElement, type Key, type ReactNode, useState } from 'react';
import { useIsPhone } from '../lib/use-is-phone.ts';
import './row-cards.css';

type Column<T> = TableColumnsType<T>[number];

export interface RowCardOptions {
  /** The key of the column that heads each card (the thing the row is about); the first by default. */
  cardTitle?: string;
  /** Keys of columns drawn across the card's foot without a label: its actions. */
  cardFooter?: readonly string[];
  /** Keys of columns a card leaves out (a serial number the card's place in the list already says). */
  cardHidden?: readonly string[];
}

export type CardTableProps<T> = TableProps<T> & RowCardOptions;

/** Rows a phone draws at once when the table itself shows them all (a virtual list of 2,500). */
const CARDS_PER_PAGE = 50;

/**
 * A staff list whose rows are things to act on: antd's Table on a laptop, one card per row on a
 * phone, as Shopify's and Odoo's phone lists do. On a 360 px screen a table of twelve
 * columns shows three and hides the box a cook types into behind a sideways scroll; a card shows
 * every figure and input of its row, labelled, within the screen's width. Both forms are drawn from
 * the same columns, so a column added to the table is on the card too.
 */
export function CardTable<T extends object>(props: CardTableProps<T>) {
  const { cardTitle, cardFooter, cardHidden, ...table } = props;
  const phone = useIsPhone();
  if (!phone) return <Table<T> {...table} />;
  return <RowCards<T> {...table} cardTitle={cardTitle} cardFooter={cardFooter} cardHidden={cardHidden} />;
}

/** A column's title as text or nodes (antd also allows a function of the sort state, unused here). */
function titleOf<T>(column: Column<T>): ReactNode {
  const title = column.title;
  return typeof title === 'function' ? title({}) : title;
}

function keyOf<T>(column: Column<T>, index: number): string {
  if (column.key !== undefined) return String(column.key);
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return dataIndex === undefined ? String(index) : [dataIndex].flat().join('.');
}

/** A cell as the table would draw it: render(value, row, index), or the value at dataIndex. */
function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  let value: unknown;
  if (dataIndex !== undefined) {
    value = [dataIndex]
      .flat()
      .reduce<unknown>((at, step) => (at as Record<string, unknown> | undefined)?.[String(step)], row);
  }
  const rendered = column.render ? column.render(value, row, index) : (value as ReactNode);
  // render may answer { children, props } to span cells; a card has no cells to span.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return rendered.children as ReactNode;
  }
  return rendered as ReactNode;
}

function rowKeyOf<T>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<string, Key>)[rowKey ?? 'key'] ?? index;
}

function Field<T>({ column, row, index }: { column: Column<T>; row: T; index: number }) {
  const children = 'children' in column ? column.children : undefined;
  if (children) {
    // A column group (an outlet's S and Req): its title once, its columns side by side.
    return (
      <div className="row-card__field">
        <dt>{titleOf(column)}</dt>
        <dd>
          <dl className="row-card__group">
            {children
              .filter((child) => !child.hidden)
              .map((child, at) => (
                <div key={keyOf(child, at)}>
                  <dt>{titleOf(child)}</dt>
                  <dd>{cellOf(child, row, index)}</dd>
                </div>
              ))}
          </dl>
        </dd>
      </div>
    );
  }
  return (
    <div className="row-card__field">
      <dt>{titleOf(column)}</dt>
      <dd>{cellOf(column, row, index)}</dd>
    </div>
  );
}

/** The phone form of CardTable; exported for lists that are only ever cards. */
export function RowCards<T extends object>(props: CardTableProps<T>) {
  // onRow is the table's: a card selects with its own checkbox, and a tap on a card is a scroll.
  const { columns = [], rowSelection, expandable, locale, rowClassName } = props;
  const rows = (props.dataSource ?? []) as readonly T[];
  const pageSize = (typeof props.pagination === 'object' && props.pagination?.pageSize) || CARDS_PER_PAGE;
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, lastPage);
  const first = (current - 1) * pageSize;
  const shown = rows.slice(first, first + pageSize);

  const hidden = new Set(props.cardHidden ?? []);
  const visible = columns.filter((column, at) => !column.hidden && !hidden.has(keyOf(column, at)));
  const titleKey = props.cardTitle ?? (visible[0] ? keyOf(visible[0], 0) : undefined);
  const footerKeys = new Set(props.cardFooter ?? []);
  const titleColumn = visible.find((column, at) => keyOf(column, at) === titleKey);
  const footer = visible.filter((column, at) => footerKeys.has(keyOf(column, at)));
  const fields = visible.filter((column, at) => {
    const key = keyOf(column, at);
    return key !== titleKey && !footerKeys.has(key);
  });

  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const toggle = (key: Key, row: T, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const chosen = rows.filter((r, at) => keys.includes(rowKeyOf(props.rowKey, r, at)));
    rowSelection?.onChange?.(keys, chosen, { type: 'single' });
    rowSelection?.onSelect?.(row, on, chosen, new Event('change'));
  };

  const emptyText = locale?.emptyText;
  return (
    <Spin spinning={props.loading === true}>
      {rows.length === 0 ? (
        <div className="row-cards__empty">
          {typeof emptyText === 'function' ? emptyText() : (emptyText ?? <Empty />)}
        </div>
      ) : (
        <ul className={['row-cards', props.className].filter(Boolean).join(' ')}>
          {shown.map((row, at) => {
            const index = first + at;
            const key = rowKeyOf(props.rowKey, row, index);
            const extra = typeof rowClassName === 'function' ? rowClassName(row, index, 0) : rowClassName;
            const expanded = expandable?.expandedRowRender;
            const checkbox = rowSelection?.getCheckboxProps?.(row) ?? {};
            return (
              <li key={key} className={['row-card', extra].filter(Boolean).join(' ')} data-row-key={key}>
                <div className="row-card__body">
                  <div className="row-card__head">
                    {rowSelection && (
                      <Checkbox
                        {...checkbox}
                        checked={selected.has(key)}
                        onChange={(event) => toggle(key, row, event.target.checked)}
                      />
                    )}
                    <div className="row-card__title">
                      {titleColumn ? cellOf(titleColumn, row, index) : null}
                    </div>
                  </div>
                  <dl className="row-card__fields">
                    {fields.map((column, at) => (
                      <Field key={keyOf(column, at)} column={column} row={row} index={index} />
                    ))}
                  </dl>
                  {footer.length > 0 && (
                    <div className="row-card__footer">
                      {footer.map((column, at) => (
                        <div key={keyOf(column, at)}>{cellOf(column, row, index)}</div>
                      ))}
                    </div>
                  )}
                </div>
                {expanded && (
                  <details className="row-card__more">
                    <summary>More</summary>
                    {expanded(row, index, 0, true)}
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > pageSize && (
        <Pagination
          className="row-cards__pager"
          simple
          current={current}
          pageSize={pageSize}
          total={rows.length}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Spin>
  );
}
