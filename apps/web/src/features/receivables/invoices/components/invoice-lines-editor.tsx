import { PlusOutlined } from '@ant-design/icons';
import { formatGstSlab, formatPaise, GST_SLAB_BASIS_POINTS } from '@kadai/contract';
import { Button, Input, Select, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  blankRow,
  type EditorRow,
  type EditorRowField,
  liveTotals,
  type RowErrors,
} from './invoice-editor-rows.ts';
import { InvoiceTotals } from './invoice-totals.tsx';

const slabOptions = GST_SLAB_BASIS_POINTS.map((slab) => ({ value: slab, label: formatGstSlab(slab) }));

/** A box's problem under it, read out when it appears. */
function Problem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12, maxWidth: 200 }}>
      {message}
    </Typography.Text>
  );
}

/**
 * The lines of an invoice or credit note: item, HSN, quantity, unit, price, tax slab and transport
 * per row, each row's tax and total worked out live, and the document's totals below, all with the
 * contract's arithmetic (the figures the issued invoice will print). Wide: it scrolls sideways on a
 * phone, the totals stay below.
 */
export function InvoiceLinesEditor(props: {
  rows: readonly EditorRow[];
  onChange: (rows: EditorRow[]) => void;
  errors: RowErrors;
  intraState: boolean;
}) {
  const { rows, onChange, errors, intraState } = props;
  const { byRow, totals } = liveTotals(rows, { intraState });

  const set = (index: number, field: EditorRowField, value: EditorRow[EditorRowField]) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const textBox = (field: Exclude<EditorRowField, 'taxSlab'>, label: string, extra: object = {}) =>
    function render(_: unknown, row: EditorRow, index: number): ReactNode {
      const message = errors.get(index)?.[field];
      return (
        <>
          <Input
            size="small"
            aria-label={`Line ${index + 1} ${label}`}
            value={row[field]}
            status={message ? 'error' : undefined}
            onChange={(event) => set(index, field, event.target.value)}
            {...extra}
          />
          <Problem message={message} />
        </>
      );
    };

  return (
    <>
      <Table<EditorRow>
        size="small"
        rowKey={(_, index) => String(index)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows as EditorRow[]}
        columns={[
          { title: '#', key: 'n', width: 36, render: (_, __, index) => index + 1 },
          { title: 'Item', key: 'item', width: 200, render: textBox('item', 'item', { maxLength: 200 }) },
          {
            title: 'HSN',
            key: 'hsn',
            width: 100,
            render: textBox('hsn', 'HSN', { inputMode: 'numeric', maxLength: 8 }),
          },
          {
            title: 'Qty',
            key: 'quantity',
            width: 90,
            render: textBox('quantity', 'quantity', { inputMode: 'decimal' }),
          },
          { title: 'Unit', key: 'unit', width: 80, render: textBox('unit', 'unit', { maxLength: 20 }) },
          {
            title: 'Price (₹)',
            key: 'price',
            width: 110,
            render: textBox('price', 'price', { inputMode: 'decimal', prefix: '₹' }),
          },
          {
            title: 'Tax slab',
            key: 'taxSlab',
            width: 110,
            render: (_, row, index) => {
              const message = errors.get(index)?.taxSlab;
              return (
                <>
                  <Select
                    size="small"
                    aria-label={`Line ${index + 1} tax slab`}
                    placeholder="Slab"
                    options={slabOptions}
                    value={row.taxSlab}
                    status={message ? 'error' : undefined}
                    onChange={(value) => set(index, 'taxSlab', value)}
                    style={{ width: 96 }}
                  />
                  <Problem message={message} />
                </>
              );
            },
          },
          {
            title: 'Transport (₹)',
            key: 'transport',
            width: 110,
            render: textBox('transport', 'transport', { inputMode: 'decimal', prefix: '₹' }),
          },
          {
            title: 'Tax',
            key: 'tax',
            align: 'right',
            render: (_, __, index) => {
              const line = byRow[index];
              return (
                <span data-testid={`line-${index + 1}-tax`}>{line ? formatPaise(line.taxPaise) : ''}</span>
              );
            },
          },
          {
            title: 'Total',
            key: 'total',
            align: 'right',
            render: (_, __, index) => {
              const line = byRow[index];
              return (
                <span data-testid={`line-${index + 1}-total`}>
                  {line ? formatPaise(line.totalPaise) : ''}
                </span>
              );
            },
          },
        ]}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        style={{ margin: '8px 0' }}
        onClick={() => onChange([...rows, ...Array.from({ length: 5 }, blankRow)])}
      >
        Add 5 lines
      </Button>
      <InvoiceTotals totals={totals} intraState={intraState} />
    </>
  );
}
