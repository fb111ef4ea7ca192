import {
  formatStockQuantity,
  type OnHand,
  type Outlet,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
  STOCK_RETURNED,
  type StockReturn,
} from '@kadai/contract';
import { Alert, App, Button, Empty, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { rowErrorsOf } from '../../../../lib/form-errors.ts';
import { useOnHand } from '../../on-hand/api/get-on-hand.ts';
import { productLabel, quantityColumn } from '../../stock-labels.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { storeTouchPage } from '../../store-touch-page.tsx';
import { BookTransportModal } from '../../transport/components/book-transport-modal.tsx';
import { useSendStockReturn } from '../api/send-stock-return.ts';
import { checkStockReturn, matchHeldRows, stockReturnLines } from '../utils/stock-return-lines.ts';

const TITLE = 'Send Stocks from Store';
type Held = OnHand['rows'][number];

export const StockSendPage = storeTouchPage(StoreSend);

/**
 * Send Stocks from Store (operations.md §2): what the store holds, how much of it goes back to
 * the warehouse and why, then the driver and the van. The warehouse receives it on its Stock
 * Received; until then it is in transit, on the trip.
 */
function StoreSend({ outlet }: { outlet: Outlet }) {
  const onHand = useOnHand(outlet.id);
  const send = useSendStockReturn();
  const { message } = App.useApp();
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const [reason, setReason] = useState<ReturnReason | undefined>();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<StockReturn | null>(null);

  const held = onHand.data?.rows ?? [];
  const rows = useMemo(() => matchHeldRows(held, deferredSearch), [held, deferredSearch]);
  const { chosen, lines } = stockReturnLines(held, quantities);

  const askForTransport = () => {
    const checked = checkStockReturn(chosen, quantities, Boolean(reason), outlet.name);
    setRowErrors(checked.rowErrors);
    setSent(null);
    setProblem(checked.problem);
    if (checked.problem === null && checked.rowErrors.size === 0) setAsking(true);
  };

  return (
    <>
      <StockPageHeading title={TITLE} subtitle={`${outlet.name} → Warehouse`} />
      {sent && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setSent(null) }}
          title={`${sent.label} is on its way to the warehouse with ${sent.driverName} (${sent.vehicleNumber}).`}
          description={<Link to="/stock-returns">See Returned to Warehouse</Link>}
          style={{ marginBottom: 16 }}
        />
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setProblem(null) }}
          title={problem}
          style={{ marginBottom: 16 }}
        />
      )}
      {onHand.isError ? (
        <LoadError what="the stock" error={onHand.error} onRetry={() => onHand.refetch()} />
      ) : onHand.isPending ? (
        <LoadingBlock label="Loading the stock" />
      ) : held.length === 0 ? (
        <Empty description={`${outlet.name} holds no stock to send.`} />
      ) : (
        <>
          <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
            <Select<ReturnReason>
              aria-label="Reason"
              placeholder="Reason"
              size="large"
              value={reason}
              onChange={(value) => {
                setReason(value);
                setProblem(null);
              }}
              options={RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }))}
              style={{ minWidth: 200 }}
            />
            <Input.Search
              aria-label="Search Item"
              placeholder="Search Item"
              allowClear
              size="large"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ maxWidth: 320 }}
            />
          </Flex>
          <CardTable<Held>
            cardTitle="product"
            rowKey="productId"
            dataSource={rows}
            pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            size="middle"
            columns={[
              { title: 'Product', key: 'product', render: (_v, row) => productLabel(row) },
              quantityColumn<Held>('In stock', 'held', (row) => row.quantity),
              {
                title: 'Send',
                key: 'send',
                render: (_v, row) => (
                  <Form.Item
                    style={{ margin: 0, minWidth: 100 }}
                    validateStatus={rowErrors.has(row.productId) ? 'error' : undefined}
                    help={rowErrors.get(row.productId)}
                  >
                    <InputNumber
                      aria-label={`Send ${productLabel(row)}`}
                      size="large"
                      min={0}
                      max={1_000_000}
                      precision={row.unit === 'pc' ? 0 : undefined}
                      placeholder="0"
                      value={quantities.get(row.productId) ?? null}
                      onChange={(value) =>
                        setQuantities((current) =>
                          new Map(current).set(row.productId, typeof value === 'number' ? value : 0),
                        )
                      }
                      style={{ width: 96 }}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Button type="primary" size="large" onClick={askForTransport}>
              Send
            </Button>
          </Flex>
        </>
      )}
      <BookTransportModal
        open={asking}
        title={`Send to the warehouse from ${outlet.name}`}
        pending={send.isPending}
        onClose={() => setAsking(false)}
        onBook={(booking, done) =>
          send.mutate(
            { outletId: outlet.id, reason: reason as ReturnReason, lines, ...booking },
            {
              onSuccess: (created) => {
                message.success(STOCK_RETURNED);
                setQuantities(new Map());
                setReason(undefined);
                setSent(created);
                done.onSuccess();
              },
              onError: (error) => {
                // A line the store no longer holds is named on its row; the dialog says the rest.
                const { byRow } = rowErrorsOf(error, lines, (line) => line.productId);
                setRowErrors(byRow);
                done.onError(error);
              },
            },
          )
        }
      >
        <Typography.Paragraph>
          {chosen.length} {chosen.length === 1 ? 'product' : 'products'}
          {reason ? `, ${RETURN_REASON_LABELS[reason].toLowerCase()}` : ''}:{' '}
          {chosen
            .map(
              (row) =>
                `${productLabel(row)} ${formatStockQuantity(quantities.get(row.productId) ?? 0, row.unit)}`,
            )
            .join(', ')}
        </Typography.Paragraph>
      </BookTransportModal>
    </>
  );
}
