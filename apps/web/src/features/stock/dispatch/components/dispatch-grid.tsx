import {
  type DispatchPlan,
  formatStockQuantity,
  type Outlet,
  STOCK_MESSAGES,
  saveDispatchRequestSchema,
} from '@kadai/contract';
import { useQueries } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Form, InputNumber, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { rowErrorsOf } from '../../../../lib/form-errors.ts';
import { type TeamQuery, teamSearch } from '../../../production/index.ts';
import { thousandths } from '../../stock-labels.ts';
import { dispatchPlanQueryKey, getDispatchPlan } from '../api/get-dispatch-plan.ts';
import { useSaveDispatch } from '../api/save-dispatch.ts';

type GridRow = {
  productId: string;
  productName: string;
  variantName: string;
  unit: string;
  warehouseOnHand: number;
  /** By outlet: planned, and what goes (the saved dispatch's, else the planned). */
  outlets: Record<string, { planned: number; sent: number }>;
};

const cellKey = (outletId: string, productId: string) => `${outletId} ${productId}`;

/** Every outlet's plan in one table: a product per row, an outlet per column pair. */
function gridRows(plans: readonly DispatchPlan[]): GridRow[] {
  const rows = new Map<string, GridRow>();
  for (const plan of plans) {
    for (const line of plan.lines) {
      const row = rows.get(line.productId) ?? {
        productId: line.productId,
        productName: line.productName,
        variantName: line.variantName,
        unit: line.unit,
        warehouseOnHand: line.warehouseOnHand,
        outlets: {},
      };
      row.outlets[plan.outletId] = { planned: line.planned, sent: line.sent };
      rows.set(line.productId, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.productName.localeCompare(b.productName) || a.variantName.localeCompare(b.variantName),
  );
}

/**
 * Daily Dispatch for all outlets at once (issue 11: items × outlets, asked for by OCA users): what
 * planning sent each outlet today, and what goes, typed in one grid. Submit saves one dispatch
 * per outlet with something to send, as the one-outlet table does, then the confirm page follows.
 */
export function DispatchGrid(props: { team: TeamQuery; outlets: readonly Outlet[] }) {
  const plans = useQueries({
    queries: props.outlets.map((outlet) => ({
      queryKey: [...dispatchPlanQueryKey, props.team.teamId, outlet.id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getDispatchPlan({ teamId: props.team.teamId, outletId: outlet.id }, { signal }),
    })),
  });
  const failed = plans.find((plan) => plan.isError);
  if (failed)
    return <LoadError what="the dispatch plans" error={failed.error} onRetry={() => failed.refetch()} />;
  if (plans.some((plan) => plan.isPending)) return <LoadingBlock label="Loading the dispatch plans" />;
  const loaded = plans.map((plan) => plan.data as DispatchPlan);
  return <GridTable team={props.team} outlets={props.outlets} plans={loaded} />;
}

function GridTable(props: { team: TeamQuery; outlets: readonly Outlet[]; plans: readonly DispatchPlan[] }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const save = useSaveDispatch();
  // Plans refetch after each save: the rows are taken once, so the typed figures stay.
  const [rows] = useState(() => gridRows(props.plans));
  const [sent, setSent] = useState<ReadonlyMap<string, number | null>>(
    () =>
      new Map(
        rows.flatMap((row) =>
          Object.entries(row.outlets).map(([outletId, cell]) => [
            cellKey(outletId, row.productId),
            cell.sent,
          ]),
        ),
      ),
  );
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const totalOf = (row: GridRow) =>
    props.outlets.reduce(
      (sum, outlet) => sum + thousandths(sent.get(cellKey(outlet.id, row.productId)) ?? 0),
      0,
    ) / 1000;
  const requests = useMemo(
    () =>
      props.outlets
        .map((outlet) => ({
          teamId: props.team.teamId,
          outletId: outlet.id,
          lines: rows
            .map((row) => ({
              productId: row.productId,
              quantitySent: sent.get(cellKey(outlet.id, row.productId)) ?? 0,
            }))
            .filter((line) => line.quantitySent > 0),
        }))
        .filter((request) => request.lines.length > 0),
    [props.outlets, props.team.teamId, rows, sent],
  );

  /** One dispatch per outlet, one after another; a refusal is shown on its cell and the rest still go. */
  const submit = async () => {
    setProblem(null);
    setErrors(new Map());
    if (requests.length === 0) {
      setProblem('Total Sent: please send at least one product');
      return;
    }
    const found = new Map<string, string>();
    const refused: string[] = [];
    setSaving(true);
    for (const request of requests) {
      const outletName = props.outlets.find((o) => o.id === request.outletId)?.name ?? request.outletId;
      const parsed = saveDispatchRequestSchema.safeParse(request);
      if (!parsed.success) {
        refused.push(`${outletName}: ${parsed.error.issues[0]?.message ?? STOCK_MESSAGES.somethingWrong}`);
        continue;
      }
      try {
        await save.mutateAsync(parsed.data);
      } catch (error) {
        const { byRow, problem } = rowErrorsOf(error as Error, request.lines, (line) =>
          cellKey(request.outletId, line.productId),
        );
        for (const [key, text] of byRow) found.set(key, text);
        refused.push(`${outletName}: ${problem ?? 'see the marked cells'}`);
      }
    }
    setSaving(false);
    setErrors(found);
    if (refused.length > 0) {
      setProblem(`${STOCK_MESSAGES.somethingWrong} ${refused.join(' · ')}`);
      return;
    }
    message.success(STOCK_MESSAGES.dispatchCreated);
    navigate(`/daily-dispatch-confirm?${teamSearch(props.team)}`);
  };

  if (rows.length === 0) return <Empty description="Nothing is planned for any outlet today." />;
  return (
    <>
      <Table<GridRow>
        rowKey="productId"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        bordered
        columns={[
          {
            title: 'Item Name',
            key: 'name',
            fixed: 'left',
            width: 150,
            render: (_v, row) => (
              <Flex vertical>
                <span>{row.productName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.variantName}
                </Typography.Text>
              </Flex>
            ),
          },
          ...props.outlets.map((outlet) => ({
            title: outlet.name,
            key: outlet.id,
            render: (_v: unknown, row: GridRow) => {
              const cell = row.outlets[outlet.id];
              const key = cellKey(outlet.id, row.productId);
              const error = errors.get(key);
              return (
                <Form.Item
                  style={{ margin: 0 }}
                  validateStatus={error ? 'error' : undefined}
                  help={error}
                  extra={cell ? `Planned ${formatStockQuantity(cell.planned, row.unit)}` : 'Not planned'}
                >
                  <InputNumber
                    aria-label={`${outlet.name} Total Sent for ${row.productName} ${row.variantName}`}
                    size="large"
                    min={0}
                    max={1_000_000}
                    precision={row.unit === 'pc' ? 0 : undefined}
                    value={sent.get(key) ?? null}
                    onChange={(next) =>
                      setSent((current) => new Map(current).set(key, typeof next === 'number' ? next : null))
                    }
                    style={{ width: 96 }}
                  />
                </Form.Item>
              );
            },
          })),
          {
            title: 'Total Sent',
            key: 'total',
            align: 'right',
            render: (_v, row) => {
              const total = totalOf(row);
              const over = thousandths(total) > thousandths(row.warehouseOnHand);
              return (
                <Flex vertical align="flex-end">
                  <Typography.Text type={over ? 'warning' : undefined} data-testid="grid-total">
                    {formatStockQuantity(total, row.unit)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {over ? 'more than ' : ''}the warehouse holds{' '}
                    {formatStockQuantity(row.warehouseOnHand, row.unit)}
                  </Typography.Text>
                </Flex>
              );
            },
          },
        ]}
      />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" loading={saving} onClick={() => void submit()}>
          Submit
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Submit saves one dispatch per outlet; the stock leaves the warehouse when each is confirmed with a
        driver and a vehicle.
      </Typography.Paragraph>
    </>
  );
}
