import {
  businessDay,
  type ConfirmReceiptResponse,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  type DisputeReason,
  formatBusinessDay,
  type Outlet,
  type ReceiptLine,
  receiptDialogTitle,
  STOCK_MESSAGES,
} from '@kadai/contract';
import { Alert, Button, Empty, Flex, Form, InputNumber, Modal, message, Select, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { KeptSaveNotice } from '../../../../components/kept-save-notice.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { rowErrorsOf } from '../../../../lib/form-errors.ts';
import { useKeptStaffSave } from '../../../../lib/use-kept-staff-save.ts';
import { useRestoreStaffSave } from '../../../../lib/use-staff-outbox.ts';
import { useSubmitKey } from '../../../../lib/use-submit-key.ts';
import { productLabel, quantityColumn } from '../../stock-labels.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';
import { useReceiptLines } from '../api/list-receipt-lines.ts';
import { describeReceiptResult } from '../utils/describe-receipt-result.ts';
import {
  describeKeptReceipt,
  type ReceiptTypedValues,
  receiptTypedFrom,
  receiptTypedValues,
} from '../utils/receipt-kept.ts';
import {
  checkReceipt,
  receiptDiffers,
  receiptRequestLines,
  receivedQuantity,
} from '../utils/receipt-lines.ts';

const TITLE = 'Stock Received';

export function StockReceivedPage({ outlet }: { outlet: Outlet }) {
  const lines = useReceiptLines(outlet.id);
  const confirm = useConfirmReceipt();
  const [notice, noticeHolder] = message.useMessage();
  // What the person typed, by line; a line not touched counts as received in full.
  const [received, setReceived] = useState<ReadonlyMap<number, number | null>>(new Map());
  const [reasons, setReasons] = useState<ReadonlyMap<number, DisputeReason>>(new Map());
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<ConfirmReceiptResponse | null>(null);
  const date = formatBusinessDay(businessDay());
  const submitKey = useSubmitKey();
  const location = useLocation();
  // The kept receipt reached the shop: the list refreshes, and what was typed has gone with it.
  const onLanded = useCallback(() => {
    setReceived(new Map());
    setReasons(new Map());
    notice.success(STOCK_MESSAGES.receivedUpdated);
  }, [notice]);
  const kept = useKeptStaffSave(onLanded);
  useRestoreStaffSave<ReceiptTypedValues>(
    useCallback((values) => {
      const typedBack = receiptTypedFrom(values);
      setReceived(typedBack.received);
      setReasons(typedBack.reasons);
    }, []),
  );

  const rows = lines.data ?? [];
  const typed = { received, reasons };

  const askToConfirm = () => {
    const errors = checkReceipt(rows, typed);
    setRowErrors(errors);
    setFailure(null);
    if (errors.size === 0) setAsking(true);
  };

  const send = () => {
    const sent = rows;
    const request = { outletId: outlet.id, lines: receiptRequestLines(sent, typed) };
    const key = submitKey.keyFor(request);
    confirm.mutate(
      {
        request,
        key,
        kept: {
          ...describeKeptReceipt({ lines: sent, typed, outletName: outlet.name }),
          form: { path: location.pathname + location.search, values: receiptTypedValues(typed) },
        },
      },
      {
        onSuccess: (outcome) => {
          setAsking(false);
          setRowErrors(new Map());
          // No network: it waits on the phone under the same key, and what was typed stays.
          if ('kept' in outcome) return kept.track(outcome.kept.id);
          submitKey.succeeded();
          kept.forget();
          const result = outcome.sent;
          setReceived(new Map());
          setReasons(new Map());
          setRowErrors(new Map());
          setLastResult(result);
          notice.success(STOCK_MESSAGES.receivedUpdated);
        },
        onError: (error) => {
          submitKey.failed(error);
          setAsking(false);
          notice.error(STOCK_MESSAGES.somethingWrong);
          // The server names the row (lines.3.reason): put its message there, the rest above the table.
          const { byRow, problem } = rowErrorsOf(error, sent, (line) => line.lineId);
          setRowErrors(byRow);
          setFailure(problem);
        },
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <StockPageHeading title={TITLE} subtitle={`${outlet.name} · ${date}`} />
      {lastResult && (
        <Alert
          type={lastResult.disputes > 0 || lastResult.alreadyReceived.length > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: () => setLastResult(null) }}
          title={describeReceiptResult(lastResult)}
          description={
            lastResult.disputes > 0 ? (
              <Link to={`/dispute-report?${new URLSearchParams({ outletId: outlet.id })}`}>
                Open the Dispute Report
              </Link>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <KeptSaveNotice kept={kept} style={{ marginBottom: 16 }} />
      {failure && (
        <Alert
          type="error"
          showIcon
          title={STOCK_MESSAGES.somethingWrong}
          description={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {lines.isError ? (
        <LoadError what="the stock on its way" error={lines.error} onRetry={() => lines.refetch()} />
      ) : lines.isPending ? (
        <LoadingBlock label="Loading the stock on its way" />
      ) : rows.length === 0 ? (
        <Empty description={`Nothing is on its way to ${outlet.name}.`} />
      ) : (
        <>
          <CardTable<ReceiptLine>
            cardTitle="product"
            cardHidden={['sl']}
            rowKey="lineId"
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            size="middle"
            columns={[
              { title: 'Sl', key: 'sl', width: 48, render: (_v, _line, index) => index + 1 },
              {
                title: 'Product',
                key: 'product',
                render: (_v, line) => (
                  <Flex vertical>
                    <span>{productLabel(line)}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {line.dispatchLabel} · {line.driverName} · {line.vehicleNumber}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: 'Status',
                key: 'status',
                render: (_v, line) => <Tag color="processing">{line.status}</Tag>,
              },
              { title: 'From', dataIndex: 'from', key: 'from' },
              quantityColumn<ReceiptLine>('Sent', 'sent', (line) => line.quantitySent),
              {
                title: 'Actual Received',
                key: 'received',
                render: (_v, line) => (
                  <ReceivedCell
                    line={line}
                    quantity={receivedQuantity(line, typed)}
                    reason={reasons.get(line.lineId)}
                    differs={receiptDiffers(line, typed)}
                    error={rowErrors.get(line.lineId)}
                    onQuantity={(quantity) =>
                      setReceived((current) => new Map(current).set(line.lineId, quantity))
                    }
                    onReason={(reason) => setReasons((current) => new Map(current).set(line.lineId, reason))}
                  />
                ),
              },
            ]}
          />
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Button type="primary" size="large" onClick={askToConfirm}>
              Confirm
            </Button>
          </Flex>
        </>
      )}
      <Modal
        open={asking}
        title={receiptDialogTitle(date)}
        okText="OK"
        onOk={send}
        confirmLoading={confirm.isPending}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{STOCK_MESSAGES.receiptQuestion}</Typography.Paragraph>
      </Modal>
    </>
  );
}

/** The count of one line and, when it differs from what was sent, why. */
function ReceivedCell(props: {
  line: ReceiptLine;
  quantity: number | null;
  reason: DisputeReason | undefined;
  differs: boolean;
  error: string | undefined;
  onQuantity: (quantity: number | null) => void;
  onReason: (reason: DisputeReason) => void;
}) {
  const label = productLabel(props.line);
  return (
    <Form.Item
      style={{ margin: 0, minWidth: 180 }}
      validateStatus={props.error ? 'error' : undefined}
      help={props.error}
    >
      <Flex gap={8} wrap>
        <InputNumber
          aria-label={`Actual Received for ${label}`}
          size="large"
          min={0}
          max={1_000_000}
          precision={props.line.unit === 'pc' ? 0 : undefined}
          step={1}
          value={props.quantity}
          onChange={(value) => props.onQuantity(typeof value === 'number' ? value : null)}
          style={{ width: 110 }}
        />
        {props.differs && (
          <Select<DisputeReason>
            aria-label={`Reason for ${label}`}
            size="large"
            placeholder="Reason"
            value={props.reason}
            onChange={props.onReason}
            options={DISPUTE_REASONS.map((reason) => ({
              value: reason,
              label: DISPUTE_REASON_LABELS[reason],
            }))}
            style={{ minWidth: 170 }}
          />
        )}
      </Flex>
    </Form.Item>
  );
}
