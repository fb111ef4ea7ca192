import {
  COUNT_LINE_STATE_LABELS,
  type CountApproval,
  formatStockQuantity,
  type Outlet,
  RECOUNT_TITLE,
  type Recount,
  type RecountRow,
  type SubmitCountResponse,
} from '@kadai/contract';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  message,
  Popconfirm,
  Tag,
  Typography,
} from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { TouchTheme } from '../../../../components/phone-touch-theme.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { useSignedUser } from '../../../auth/index.ts';
import { productLabel, quantityColumn, thousandths } from '../../stock-labels.ts';
import { StockPageHeading } from '../../stock-page-heading.tsx';
import { useDecideCountLine } from '../api/decide-count-line.ts';
import { useDiscardStockCount } from '../api/discard-stock-count.ts';
import { exportRecountUrl, recountQueryKey, useRecount } from '../api/get-recount.ts';
import { useCountApprovals } from '../api/list-count-approvals.ts';
import { saveCountLineMutationKey, useSaveCountLine } from '../api/save-count-line.ts';
import { useStartStockCount } from '../api/start-stock-count.ts';
import { useSubmitStockCount } from '../api/submit-stock-count.ts';

export const RECOUNT_SUBMITTED = 'Recount Submitted!';

export function StockRecountPage({ outlet }: { outlet: Outlet }) {
  return (
    <TouchTheme>
      <OutletRecount outlet={outlet} />
    </TouchTheme>
  );
}

/** Counted − what the ledger held when counted: what the count posts. */
function differenceOf(row: RecountRow): number | null {
  if (row.counted === null || row.expected === null) return null;
  return (thousandths(row.counted) - thousandths(row.expected)) / 1000;
}

function signed(quantity: number, unit: string): string {
  return `${quantity > 0 ? '+' : quantity < 0 ? '−' : '±'}${formatStockQuantity(Math.abs(quantity), unit)}`;
}

function resultNote(result: SubmitCountResponse): string {
  const parts = [
    `${result.posted} ${result.posted === 1 ? 'difference' : 'differences'} posted to the stock.`,
  ];
  if (result.unchanged > 0) parts.push(`${result.unchanged} matched the books.`);
  if (result.awaitingApproval > 0) {
    parts.push(
      `${result.awaitingApproval} ${result.awaitingApproval === 1 ? 'waits' : 'wait'} for an admin's approval.`,
    );
  }
  return parts.join(' ');
}

/**
 * Stock Recounts for an outlet (operations.md §2). A count marks where the ledger stood when it
 * began; each Actual is saved on the server as it is typed, with what the books held at that
 * moment, so a delivery received mid-count is neither lost nor counted twice, and a cleared
 * browser or another phone loses nothing.
 */
function OutletRecount({ outlet }: { outlet: Outlet }) {
  const recount = useRecount(outlet.id);
  const start = useStartStockCount();
  const submit = useSubmitStockCount();
  const discard = useDiscardStockCount();
  const [notice, noticeHolder] = message.useMessage();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<SubmitCountResponse | null>(null);
  // A figure still on its way to the server is part of the count: Submit waits for it.
  const savingLines = useIsMutating({ mutationKey: saveCountLineMutationKey });

  const rows = useMemo(() => {
    const all = recount.data?.rows ?? [];
    const needle = deferredSearch.trim().toLowerCase();
    if (!needle) return all;
    return all.filter((row) =>
      `${row.productName} ${row.variantName} ${row.productType}`.toLowerCase().includes(needle),
    );
  }, [recount.data, deferredSearch]);

  if (recount.isError) {
    return <LoadError what="the recount" error={recount.error} onRetry={() => recount.refetch()} />;
  }
  if (recount.isPending) return <LoadingBlock label="Loading the stock" />;
  const data = recount.data;
  const count = data.count;
  const counted = data.rows.filter((row) => row.state === 'counting');
  const held = counted.filter((row) => Math.abs(differenceOf(row) ?? 0) > data.approvalAbove);

  const fail = (error: Error) => {
    setFailure(isApiRequestError(error) ? error.message : String(error.message));
  };

  return (
    <>
      {noticeHolder}
      <StockPageHeading
        title={`${RECOUNT_TITLE} ${data.outletName}`}
        subtitle={
          count
            ? `Count begun by ${count.startedBy} at ${formatDateTime(count.startedAt)}`
            : 'No count is open'
        }
      />
      {lastResult && (
        <Alert
          type={lastResult.awaitingApproval > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: () => setLastResult(null) }}
          title={resultNote(lastResult)}
          style={{ marginBottom: 16 }}
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {!count && (
        <Alert
          type="info"
          showIcon
          title="Start a count to record what the shelves hold."
          description={`Stock that arrives or leaves while you count is kept. A difference above ${data.approvalAbove} waits for an admin's approval.`}
          action={
            <Button
              type="primary"
              size="large"
              loading={start.isPending}
              onClick={() => {
                setFailure(null);
                setLastResult(null);
                start.mutate(outlet.id, { onError: fail });
              }}
            >
              Start count
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search Item"
          placeholder="Search Item"
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Button size="large" href={exportRecountUrl(outlet.id)}>
          Export
        </Button>
      </Flex>
      {rows.length === 0 ? (
        <Empty description={search ? 'No product matches the search.' : 'No products to count here.'} />
      ) : (
        <RecountTable recount={data} rows={rows} onFailure={fail} />
      )}
      {count && (
        <Flex justify="flex-end" gap={12} wrap style={{ marginTop: 16 }}>
          <Popconfirm
            title="Discard this count?"
            description="Nothing of it is posted."
            okText="Discard"
            onConfirm={() => discard.mutate(count.id, { onError: fail })}
          >
            <Button size="large" danger loading={discard.isPending}>
              Discard count
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            size="large"
            disabled={counted.length === 0}
            onClick={() => {
              setFailure(null);
              setAsking(true);
            }}
          >
            Submit
          </Button>
        </Flex>
      )}
      <ApprovalsSection outletId={outlet.id} />
      <Modal
        open={asking}
        title={`Submit the count for ${data.outletName}?`}
        okText="OK"
        confirmLoading={submit.isPending}
        okButtonProps={{ disabled: savingLines > 0 }}
        onCancel={() => setAsking(false)}
        onOk={() => {
          if (!count) return;
          submit.mutate(count.id, {
            onSuccess: (result) => {
              setAsking(false);
              setLastResult(result);
              notice.success(RECOUNT_SUBMITTED);
            },
            onError: (error) => {
              setAsking(false);
              fail(error);
            },
          });
        }}
      >
        <Typography.Paragraph>
          {counted.length} {counted.length === 1 ? 'product' : 'products'} counted. Each difference is posted
          to the stock
          {held.length > 0
            ? `; ${held.length} above ${data.approvalAbove} will wait for an admin's approval.`
            : '.'}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

/** Sl, Product, Product Type, Stock, Actual (§2), and the difference the count will post. */
function RecountTable(props: { recount: Recount; rows: RecountRow[]; onFailure: (error: Error) => void }) {
  const { recount } = props;
  const queryClient = useQueryClient();
  const save = useSaveCountLine(recount.count?.id ?? 0);
  // What was typed and not yet saved, by product.
  const [typed, setTyped] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  // On a phone the product stays in view while the boxes are typed in (issue 16): Sl and
  // Product Type fold into the product's cell, which is pinned to the left.
  const narrow = !Grid.useBreakpoint().md;

  const shownCount = (row: RecountRow) =>
    typed.has(row.productId) ? (typed.get(row.productId) ?? null) : row.counted;

  const commit = (row: RecountRow) => {
    if (!recount.count || !typed.has(row.productId)) return;
    const counted = typed.get(row.productId) ?? null;
    if (counted === row.counted) {
      setTyped((current) => without(current, row.productId));
      return;
    }
    setSaving((current) => new Set(current).add(row.productId));
    save.mutate(
      { productId: row.productId, counted },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData<Recount>([...recountQueryKey, recount.outletId], (current) =>
            current
              ? { ...current, rows: current.rows.map((r) => (r.productId === saved.productId ? saved : r)) }
              : current,
          );
          // Typed again while it saved: keep the newer figure for the next save.
          setTyped((current) =>
            current.get(row.productId) === counted ? without(current, row.productId) : current,
          );
          setRowErrors((current) => without(current, row.productId));
        },
        onError: (error) => {
          setRowErrors((current) => new Map(current).set(row.productId, error.message));
          if (!isApiRequestError(error) || error.status !== 400) props.onFailure(error);
        },
        onSettled: () => setSaving((current) => without(current, row.productId)),
      },
    );
  };

  return (
    <CardTable<RecountRow>
      cardTitle="product"
      cardHidden={['sl']}
      rowKey="productId"
      dataSource={props.rows}
      pagination={props.rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      size="middle"
      columns={[
        ...(narrow
          ? []
          : [
              {
                title: 'Sl',
                key: 'sl',
                width: 48,
                render: (_v: unknown, _row: RecountRow, index: number) => index + 1,
              },
            ]),
        {
          title: 'Product',
          key: 'product',
          fixed: narrow ? 'left' : undefined,
          width: narrow ? 120 : undefined,
          render: (_v, row) =>
            narrow ? (
              <Flex vertical>
                <span>{productLabel(row)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.productType}
                </Typography.Text>
              </Flex>
            ) : (
              productLabel(row)
            ),
        },
        ...(narrow ? [] : [{ title: 'Product Type', dataIndex: 'productType', key: 'productType' }]),
        quantityColumn<RecountRow>('Stock', 'stock', (row) => row.stock),
        {
          title: 'Actual',
          key: 'actual',
          render: (_v, row) =>
            row.state === 'awaiting-approval' ? (
              <Flex vertical>
                <span>{formatStockQuantity(row.counted ?? 0, row.unit)}</span>
                <Tag color="warning">{COUNT_LINE_STATE_LABELS['awaiting-approval']}</Tag>
              </Flex>
            ) : (
              <Form.Item
                style={{ margin: 0, minWidth: narrow ? 92 : 130 }}
                validateStatus={rowErrors.has(row.productId) ? 'error' : undefined}
                help={rowErrors.get(row.productId)}
              >
                <InputNumber
                  aria-label={`Actual for ${productLabel(row)}`}
                  size="large"
                  min={0}
                  max={1_000_000}
                  precision={row.unit === 'pc' ? 0 : undefined}
                  disabled={!recount.count}
                  placeholder={recount.count ? 'Count' : undefined}
                  value={shownCount(row)}
                  onChange={(value) =>
                    setTyped((current) =>
                      new Map(current).set(row.productId, typeof value === 'number' ? value : null),
                    )
                  }
                  onBlur={() => commit(row)}
                  onPressEnter={() => commit(row)}
                  style={{ width: narrow ? 88 : 110 }}
                />
              </Form.Item>
            ),
        },
        {
          title: 'Difference',
          key: 'difference',
          align: 'right',
          render: (_v, row) => {
            if (saving.has(row.productId)) return <Typography.Text type="secondary">Saving…</Typography.Text>;
            const difference = differenceOf(row);
            if (difference === null || typed.has(row.productId)) return null;
            const above = Math.abs(difference) > recount.approvalAbove;
            return (
              <Flex vertical align="flex-end">
                <Typography.Text type={difference === 0 ? 'success' : above ? 'warning' : undefined}>
                  {signed(difference, row.unit)}
                </Typography.Text>
                {above && row.state === 'counting' && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    needs approval
                  </Typography.Text>
                )}
              </Flex>
            );
          },
        },
      ]}
    />
  );
}

/** A copy of the map or set without the key (state is replaced, never changed in place). */
function without<T extends ReadonlyMap<string, unknown> | ReadonlySet<string>>(
  collection: T,
  key: string,
): T {
  const next = collection instanceof Map ? new Map(collection) : new Set(collection as ReadonlySet<string>);
  next.delete(key);
  return next as unknown as T;
}

/** Differences above the threshold, waiting for an admin: admins approve or reject them here. */
function ApprovalsSection({ outletId }: { outletId: string }) {
  const approvals = useCountApprovals(outletId);
  const decide = useDecideCountLine();
  const user = useSignedUser();
  const [failure, setFailure] = useState<string | null>(null);
  const isAdmin = user.data?.role === 'admin';
  if (approvals.isError) {
    return (
      <LoadError
        what="the counts awaiting approval"
        error={approvals.error}
        onRetry={() => approvals.refetch()}
      />
    );
  }
  if (!approvals.data || approvals.data.length === 0) return null;
  const act = (line: CountApproval, decision: 'approve' | 'reject') =>
    decide.mutate(
      { lineId: line.lineId, decision },
      { onError: (error) => setFailure(error.message), onSuccess: () => setFailure(null) },
    );
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={3}>Awaiting approval</Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <CardTable<CountApproval>
        cardTitle="product"
        rowKey="lineId"
        dataSource={approvals.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        columns={[
          { title: 'Product', key: 'product', render: (_v, line) => productLabel(line) },
          quantityColumn<CountApproval>('Counted', 'counted', (line) => line.counted),
          quantityColumn<CountApproval>('Books then', 'expected', (line) => line.expected),
          {
            title: 'Difference',
            key: 'adjustment',
            align: 'right',
            render: (_v, line) => signed(line.adjustment, line.unit),
          },
          {
            title: 'Counted by',
            key: 'by',
            render: (_v, line) => `${line.countedBy} · ${formatDateTime(line.countedAt)}`,
          },
          ...(isAdmin
            ? [
                {
                  title: 'Decision',
                  key: 'decision',
                  render: (_v: unknown, line: CountApproval) => (
                    <Flex gap={8}>
                      <Button
                        type="primary"
                        size="large"
                        aria-label={`Approve ${productLabel(line)}`}
                        onClick={() => act(line, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="large"
                        aria-label={`Reject ${productLabel(line)}`}
                        onClick={() => act(line, 'reject')}
                      >
                        Reject
                      </Button>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
