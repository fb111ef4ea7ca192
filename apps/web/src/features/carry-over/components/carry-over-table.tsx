import { CARRY_OVER_SECTIONS } from '@kadai/contract';
import { Button, Flex, Input, InputNumber, Select, Table } from 'antd';
import type { CarryOverEditRow } from '../utils/carry-over-rows.ts';

/** Product, the books' closing, and the counted quantity, unit and section, each editable until saved. */
export function CarryOverTable(props: {
  rows: readonly CarryOverEditRow[];
  readOnly: boolean;
  onChange: (key: string, change: Partial<CarryOverEditRow>) => void;
  onAddSection: (row: CarryOverEditRow) => void;
}) {
  return (
    <Table<CarryOverEditRow>
      rowKey="key"
      dataSource={props.rows}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Product', dataIndex: 'label', key: 'label', width: 200 },
        {
          title: 'Closing (books)',
          key: 'ledgerClosing',
          align: 'right',
          render: (_, row) => row.ledgerClosing,
        },
        {
          title: 'Quantity',
          key: 'quantity',
          render: (_, row) =>
            props.readOnly ? (
              row.quantity
            ) : (
              <InputNumber
                aria-label={`${row.label} ${row.section} quantity`}
                min={0}
                step={1}
                value={row.quantity}
                onChange={(value) =>
                  props.onChange(row.key, { quantity: typeof value === 'number' ? value : 0 })
                }
                style={{ width: 96 }}
              />
            ),
        },
        {
          title: 'Unit',
          key: 'unit',
          render: (_, row) =>
            props.readOnly ? (
              row.unit
            ) : (
              <Input
                aria-label={`${row.label} ${row.section} unit`}
                value={row.unit}
                maxLength={40}
                onChange={(event) => props.onChange(row.key, { unit: event.target.value })}
                style={{ width: 72 }}
              />
            ),
        },
        {
          title: 'Section',
          key: 'section',
          render: (_, row) =>
            props.readOnly ? (
              row.section
            ) : (
              <Flex gap={4}>
                <Select
                  aria-label={`${row.label} section`}
                  value={row.section}
                  options={CARRY_OVER_SECTIONS.map((s) => ({ value: s, label: s }))}
                  onChange={(section) => props.onChange(row.key, { section })}
                  style={{ width: 116 }}
                />
                <Button aria-label={`${row.label}: add a section`} onClick={() => props.onAddSection(row)}>
                  +
                </Button>
              </Flex>
            ),
        },
      ]}
    />
  );
}
