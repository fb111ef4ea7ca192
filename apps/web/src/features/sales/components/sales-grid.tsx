import { DownloadOutlined } from '@ant-design/icons';
import { isPieceUnit, SALES_MESSAGES, type SalesDay, type SalesProduct } from '@kadai/contract';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Table } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { rowErrorsOf } from '../../../lib/form-errors.ts';
import { salesDayExportUrl } from '../api/get-sales-day.ts';
import { useSaveSalesDay } from '../api/save-sales-day.ts';
import {
  findSalesProducts,
  salesLabel,
  salesLinesToSave,
  type Typed,
  typedFromSales,
} from '../utils/sales-rows.ts';

const label = salesLabel;

/**
 * The day's sales typed by hand: every product of ours with its quantity and, if the till says,
 * its sale value in rupees. Saving replaces the day's sales, as an upload does.
 */
export function SalesGrid(props: { sales: SalesDay }) {
  const { sales } = props;
  const save = useSaveSalesDay();
  const { message } = App.useApp();
  const [typed, setTyped] = useState<ReadonlyMap<string, Typed>>(() => typedFromSales(sales.lines));
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const rows = useMemo(
    () => findSalesProducts(sales.products, deferredSearch),
    [sales.products, deferredSearch],
  );

  const update = (productId: string, change: Partial<Typed>) =>
    setTyped((current) => {
      const next = new Map(current);
      next.set(productId, { quantity: null, amount: '', ...current.get(productId), ...change });
      return next;
    });

  const submit = () => {
    const { lines, errors } = salesLinesToSave(sales.products, typed);
    setRowErrors(errors);
    setProblem(null);
    if (errors.size > 0) return;
    save.mutate(
      { outletId: sales.outletId, day: sales.day, lines },
      {
        onSuccess: () => message.success(SALES_MESSAGES.saved),
        onError: (error) => {
          const { byRow, problem: rest } = rowErrorsOf(error, lines, (line) => line.productId);
          setRowErrors(byRow);
          setProblem(rest);
        },
      },
    );
  };

  return (
    <>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title={problem}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Search Item"
          placeholder="Search Item"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<DownloadOutlined />} href={salesDayExportUrl(sales.outletId, sales.day)}>
          Export
        </Button>
      </Flex>
      <Table<SalesProduct>
        rowKey="productId"
        dataSource={rows}
        pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        // Narrow cells and a wrapping name: the three columns fit a 360 px phone.
        size="small"
        columns={[
          {
            title: 'Product',
            key: 'product',
            render: (_v, p) => <div style={{ maxWidth: 112, whiteSpace: 'normal' }}>{label(p)}</div>,
          },
          {
            title: 'Quantity',
            key: 'quantity',
            render: (_v, p) => (
              <Form.Item
                style={{ margin: 0, minWidth: 80 }}
                validateStatus={rowErrors.has(p.productId) ? 'error' : undefined}
                help={rowErrors.get(p.productId)}
              >
                <InputNumber
                  aria-label={`Quantity of ${label(p)}`}
                  min={0}
                  max={1_000_000}
                  precision={isPieceUnit(p.unit) ? 0 : undefined}
                  placeholder="0"
                  value={typed.get(p.productId)?.quantity ?? null}
                  onChange={(value) =>
                    update(p.productId, { quantity: typeof value === 'number' ? value : null })
                  }
                  style={{ width: 80 }}
                />
              </Form.Item>
            ),
          },
          {
            title: 'Sale value (₹)',
            key: 'amount',
            render: (_v, p) => (
              <Input
                aria-label={`Sale value of ${label(p)}`}
                inputMode="decimal"
                placeholder="—"
                value={typed.get(p.productId)?.amount ?? ''}
                onChange={(event) => update(p.productId, { amount: event.target.value })}
                style={{ width: 96 }}
              />
            ),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          Save sales
        </Button>
      </Flex>
    </>
  );
}
