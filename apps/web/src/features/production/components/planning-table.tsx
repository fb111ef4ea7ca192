import {
  decimalPlaces,
  type Outlet,
  PLANNING_ABBREVIATIONS,
  type PlanningRow,
  QUANTITY_DECIMALS,
} from '@kadai/contract';
import { Flex, InputNumber, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import { type MouseEvent, memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Abbr } from '../../../components/abbreviation-legend.tsx';
import { CardTable } from '../../../components/row-cards.tsx';

/** Quantities as people write them: 12, 2.5, 0.125 (three decimals, the ledger's precision). */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

type SetPlan = (productId: string, outletId: string, planned: number | null) => void;

const WIDTH = { product: 220, variant: 100, inhand: 64, planned: 100, total: 96, selection: 48 };

/** A cell renders again only when its own row changed: typing in one row leaves the others alone. */
const sameRowOnly = (record: PlanningRow, previous: PlanningRow) => record !== previous;

/**
 * One outlet's Req input. It keeps what is typed (a blank stays blank while typing) and reports
 * each change; the row's total follows through withPlanned, which reads a blank as 0.
 */
const PlanInput = memo(function PlanInput(props: {
  productId: string;
  outletId: string;
  planned: number;
  label: string;
  onPlan: SetPlan;
}) {
  const { productId, outletId, planned, onPlan } = props;
  const [draft, setDraft] = useState<number | null>(planned);
  // Finer than a gram cannot be stored: the box says so and the plan keeps its last good value.
  const tooFine = draft !== null && decimalPlaces(draft) > QUANTITY_DECIMALS;
  useEffect(() => {
    setDraft((current) => ((current ?? 0) === planned ? current : planned));
  }, [planned]);
  return (
    <InputNumber
      size="small"
      min={0}
      max={1_000_000}
      value={draft}
      aria-label={props.label}
      status={tooFine ? 'error' : undefined}
      title={tooFine ? 'At most 3 decimals (to the gram)' : undefined}
      style={{ width: '100%' }}
      onChange={(value) => {
        const next = typeof value === 'number' ? value : null;
        setDraft(next);
        if (next === null || decimalPlaces(next) <= QUANTITY_DECIMALS) onPlan(productId, outletId, next);
      }}
    />
  );
});

/** Each checkbox names its product, for screen readers (antd's default is 'Select row 3'). */
function checkboxProps(row: PlanningRow) {
  return { 'aria-label': `Select ${row.product_name} ${row.variant}` };
}

/** Clicks on the inputs of a row edit it; only clicks elsewhere on the row select it. */
function isInteractive(target: EventTarget): boolean {
  return target instanceof Element && target.closest('input, button, a, label, .ant-input-number') !== null;
}

/** Rows fill the window's height (less the page's header), so the list scrolls, not the page. */
const measureTableHeight = () => Math.min(640, Math.max(280, window.innerHeight - 320));

function useTableHeight(): number {
  const [height, setHeight] = useState(measureTableHeight);
  useEffect(() => {
    const onResize = () => setHeight(measureTableHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * The Daily Planning Stage table: Product (with its type tag), Variant, then per outlet its stock
 * in hand (S) and the planned quantity (Req), and Total Req. Virtual rows keep 2,500 products ×
 * 4 outlets fast to scroll and type in.
 */
export const PlanningTable = memo(function PlanningTable(props: {
  rows: readonly PlanningRow[];
  outlets: readonly Outlet[];
  colours: ReadonlyMap<string, string>;
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  onRowClick: (productId: string) => void;
  onPlan: SetPlan;
  emptyText: string;
}) {
  const { outlets, colours, onPlan, onRowClick, selectedKeys, onSelectionChange } = props;
  // The product stays pinned while the outlet columns scroll. On a phone each product is a card
  // (CardTable) with every outlet's S and Req in view, and its checkbox beside the product's name.
  const height = useTableHeight();

  const columns = useMemo((): TableColumnsType<PlanningRow> => {
    const outletColumns: TableColumnsType<PlanningRow> = outlets.map((outlet) => ({
      key: outlet.id,
      title: outlet.name,
      align: 'center',
      children: [
        {
          key: `${outlet.id}-inhand`,
          title: <Abbr abbr="S" meaning={PLANNING_ABBREVIATIONS.S} />,
          width: WIDTH.inhand,
          align: 'right',
          shouldCellUpdate: sameRowOnly,
          render: (_, row) => formatQuantity(row.outlets[outlet.id]?.inhand ?? 0),
        },
        {
          key: `${outlet.id}-planned`,
          title: <Abbr abbr="Req" meaning={PLANNING_ABBREVIATIONS.Req} />,
          width: WIDTH.planned,
          shouldCellUpdate: sameRowOnly,
          render: (_, row) => (
            <PlanInput
              productId={row.product_id}
              outletId={outlet.id}
              planned={row.outlets[outlet.id]?.planned ?? 0}
              label={`${outlet.name} Req`}
              onPlan={onPlan}
            />
          ),
        },
      ],
    }));
    return [
      {
        key: 'product',
        title: 'Product',
        width: WIDTH.product,
        fixed: 'left',
        shouldCellUpdate: sameRowOnly,
        render: (_, row) => (
          <Flex vertical align="flex-start" gap={2}>
            <Typography.Text strong>{row.product_name}</Typography.Text>
            {row.product_type ? <Tag color={colours.get(row.product_type)}>{row.product_type}</Tag> : null}
          </Flex>
        ),
      },
      {
        key: 'variant',
        title: 'Variant',
        dataIndex: 'variant',
        width: WIDTH.variant,
        shouldCellUpdate: sameRowOnly,
      },
      ...outletColumns,
      {
        key: 'total',
        title: (
          <>
            Total <Abbr abbr="Req" meaning={PLANNING_ABBREVIATIONS.Req} />
          </>
        ),
        width: WIDTH.total,
        align: 'right',
        shouldCellUpdate: sameRowOnly,
        render: (_, row) => <span data-testid="planning-total">{formatQuantity(row.total)}</span>,
      },
    ];
  }, [outlets, colours, onPlan]);

  const scrollX =
    WIDTH.selection +
    WIDTH.product +
    WIDTH.variant +
    outlets.length * (WIDTH.inhand + WIDTH.planned) +
    WIDTH.total;

  const onRow = useCallback(
    (row: PlanningRow) => ({
      onClick: (event: MouseEvent) => {
        if (!isInteractive(event.target)) onRowClick(row.product_id);
      },
    }),
    [onRowClick],
  );

  // Kept stable between keystrokes, so antd does not rebuild its selection column on every change.
  const rowSelection = useMemo(
    (): TableProps<PlanningRow>['rowSelection'] => ({
      columnWidth: WIDTH.selection,
      fixed: true,
      preserveSelectedRowKeys: true,
      selectedRowKeys: selectedKeys as string[],
      onChange: (keys) => onSelectionChange(keys.map(String)),
      getCheckboxProps: checkboxProps,
    }),
    [selectedKeys, onSelectionChange],
  );

  return (
    <CardTable<PlanningRow>
      className="planning-table"
      cardTitle="product"
      rowKey="product_id"
      size="small"
      bordered
      virtual
      columns={columns}
      dataSource={props.rows as PlanningRow[]}
      pagination={false}
      scroll={{ x: scrollX, y: height }}
      onRow={onRow}
      locale={{ emptyText: props.emptyText }}
      rowSelection={rowSelection}
    />
  );
});
