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
import { dispatchPlanQueryKey, getDispatchPlan } from '../api/get-dispatch-plan.ts';
import { useSaveDispatch } from '../api/save-dispatch.ts';
import {
  type DispatchGridRow,
  dispatchCellKey,
  dispatchGridRequests,
  dispatchGridRows,
  dispatchRowTotal,
  sendsMoreThanHeld,
  startingDispatchSent,
} from '../utils/dispatch-grid-rows.ts';

/**
 * Daily Dispatch for all outlets at once, items × outlets, as the loading bay asked for it: what
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
  const [rows] = useState(() => dispatchGridRows(props.plans));
  const [sent, setSent] = useState(() => startingDispatchSent(rows));
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const requests = useMemo(
    () => dispatchGridRequests(props.team.teamId, props.outlets, rows, sent),
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
          dispatchCellKey(request.outletId, line.productId),
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
      <Table<DispatchGridRow>
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
            render: (_v: unknown, row: DispatchGridRow) => {
              const cell = row.outlets[outlet.id];
              const key = dispatchCellKey(outlet.id, row.productId);
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
              const total = dispatchRowTotal(row, props.outlets, sent);
              const over = sendsMoreThanHeld(total, row.warehouseOnHand);
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
