import { InputNumber, Table, type TableColumnsType, Tag, Typography } from 'antd';

/** A product picked for the Production Log, with what was produced of it (null: not typed yet). */
export interface ProductionLogRow {
  product_id: string;
  name: string;
  variant_name: string;
  unit: 'kg' | 'pc';
  produced: number | null;
  /** Today's scheduled total plan of it, if any. */
  scheduled: number | null;
}

/** The log table: Product, Variant, Unit, editable Produced, row selection. */
export function ProductionLogTable(props: {
  rows: readonly ProductionLogRow[];
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  onProducedChange: (productId: string, produced: number | null) => void;
}) {
  const columns: TableColumnsType<ProductionLogRow> = [
    {
      title: 'Product',
      dataIndex: 'name',
      render: (_, row) => (
        <>
          <Typography.Text>{row.name}</Typography.Text>{' '}
          {row.scheduled !== null && <Tag color="green">Scheduled {row.scheduled}</Tag>}
        </>
      ),
    },
    { title: 'Variant', dataIndex: 'variant_name' },
    { title: 'Unit', dataIndex: 'unit' },
    {
      title: 'Produced',
      key: 'produced',
      render: (_, row) => (
        <InputNumber
          aria-label={`Produced for ${row.name} ${row.variant_name}`.trim()}
          min={0}
          value={row.produced}
          onChange={(value) =>
            props.onProducedChange(row.product_id, typeof value === 'number' ? value : null)
          }
          style={{ width: 110 }}
        />
      ),
    },
  ];

  return (
    <Table
      rowKey="product_id"
      size="middle"
      columns={columns}
      dataSource={props.rows as ProductionLogRow[]}
      rowSelection={{
        selectedRowKeys: props.selected as string[],
        onChange: (keys) => props.onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.name} ${row.variant_name}`.trim() }),
      }}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: 'Pick the products you made above and press Add.' }}
    />
  );
}
