import { Flex, InputNumber, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { TotalReqTitle } from './total-req.tsx';

/** A row of the Daily Production Schedule: a planned product, or one added with 'Select Products to Log'. */
export interface ScheduleTableRow {
  product_id: string;
  name: string;
  variant_name: string;
  product_type: string;
  /** Total Req: today's planning total; 0 for an added product. */
  act_req: number;
  /** Wt or pc (operations.md §9), as the sheet and the confirm page show it. */
  calc_weight: string;
  /** What the team will make; null while the box is empty. */
  total_plan: number | null;
  added: boolean;
}

/** The schedule table: product with its type tag, editable Total Plan, row selection. */
export function ScheduleTable(props: {
  rows: readonly ScheduleTableRow[];
  colours: ReadonlyMap<string, string>;
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  onPlanChange: (productId: string, plan: number | null) => void;
  loading: boolean;
  empty: ReactNode;
}) {
  const columns: TableColumnsType<ScheduleTableRow> = [
    {
      title: 'Product',
      dataIndex: 'name',
      render: (_, row) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text>{row.name}</Typography.Text>
          {row.product_type && <Tag color={props.colours.get(row.product_type)}>{row.product_type}</Tag>}
          {row.added && <Tag>Added</Tag>}
        </Flex>
      ),
    },
    { title: 'Variant', dataIndex: 'variant_name' },
    { title: <TotalReqTitle />, dataIndex: 'act_req', align: 'right' },
    { title: 'Wt or pc', dataIndex: 'calc_weight', align: 'right', render: (value: string) => value || '—' },
    {
      title: 'Total Plan',
      key: 'total_plan',
      render: (_, row) => (
        <InputNumber
          aria-label={`Total Plan for ${row.name} ${row.variant_name}`.trim()}
          min={0}
          value={row.total_plan}
          onChange={(value) => props.onPlanChange(row.product_id, typeof value === 'number' ? value : null)}
          status={row.total_plan === null || row.total_plan <= 0 ? 'warning' : undefined}
          style={{ width: 110 }}
        />
      ),
    },
  ];

  return (
    <Table
      rowKey="product_id"
      size="middle"
      loading={props.loading}
      columns={columns}
      dataSource={props.rows as ScheduleTableRow[]}
      rowSelection={{
        selectedRowKeys: props.selected as string[],
        onChange: (keys) => props.onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name} ${row.variant_name}`.trim() }),
      }}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: props.empty }}
    />
  );
}
