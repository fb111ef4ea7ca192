import {
  businessDay,
  type DispatchPlanLine,
  formatBusinessDay,
  STOCK_MESSAGES,
  saveDispatchRequestSchema,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import {
  Alert,
  App,
  Button,
  Empty,
  Flex,
  Form,
  InputNumber,
  Segmented,
  Select,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { rowErrorsOf } from '../../../../lib/form-errors.ts';
import { useOutlets } from '../../../organisation/index.ts';
import { TeamPageHeading, type TeamQuery, teamSearch } from '../../../production/index.ts';
import { quantityColumn, thousandths } from '../../stock-labels.ts';
import { useDispatchPlan } from '../api/get-dispatch-plan.ts';
import { useSaveDispatch } from '../api/save-dispatch.ts';
import { DispatchGrid } from '../components/dispatch-grid.tsx';

const TITLE = 'Daily Dispatch';

export function DailyDispatchPage({ team }: { team: TeamQuery }) {
  const [params, setParams] = useSearchParams();
  const outlets = useOutlets();
  // Back to Edit comes with edit = the outlet's id (operations.md §2).
  const outletId = params.get('edit')?.trim() || undefined;
  // view=all: every outlet in one grid (items × outlets), for a dispatcher filling all at once.
  const all = params.get('view') === 'all';
  const plan = useDispatchPlan(team.teamId, all ? undefined : outletId);
  const choices = (outlets.data ?? []).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('edit', id);
    setParams(next, { replace: true });
  };
  const showAll = (value: boolean) => {
    const next = new URLSearchParams(params);
    if (value) next.set('view', 'all');
    else next.delete('view');
    setParams(next, { replace: true });
  };

  return (
    <>
      <TeamPageHeading title={TITLE} team={team} date={formatBusinessDay(businessDay())} />
      <Segmented<'one' | 'all'>
        aria-label="Outlets shown"
        size="large"
        value={all ? 'all' : 'one'}
        onChange={(value) => showAll(value === 'all')}
        options={[
          { value: 'one', label: 'One outlet' },
          { value: 'all', label: 'All outlets' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {all ? (
        outlets.isError ? (
          <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />
        ) : outlets.isPending ? (
          <LoadingBlock label="Loading the outlets" />
        ) : (
          <DispatchGrid team={team} outlets={choices} />
        )
      ) : (
        renderOneOutlet()
      )}
    </>
  );

  // Called, not rendered as a component: the table below keeps its state across renders.
  function renderOneOutlet() {
    return (
      <>
        <Flex gap={16} wrap style={{ marginBottom: 16 }}>
          <Form.Item label="Select Outlet" style={{ margin: 0 }}>
            <Select
              aria-label="Select Outlet"
              placeholder="Choose an outlet"
              size="large"
              value={outletId}
              onChange={choose}
              loading={outlets.isPending}
              options={choices.map((o) => ({ value: o.id, label: o.name }))}
              style={{ minWidth: 220 }}
            />
          </Form.Item>
          <Form.Item label="Batches Involved" style={{ margin: 0 }}>
            <Select
              aria-label="Batches Involved"
              mode="multiple"
              disabled
              size="large"
              value={plan.data?.batches ?? []}
              options={(plan.data?.batches ?? []).map((b) => ({ value: b, label: b }))}
              placeholder="None yet"
              style={{ minWidth: 220 }}
            />
          </Form.Item>
        </Flex>
        {outlets.isError && (
          <LoadError
            what="the outlets"
            error={outlets.error}
            onRetry={() => outlets.refetch()}
            style={{ marginBottom: 16 }}
          />
        )}
        {!outletId ? (
          <Empty description="Choose the outlet to send to." />
        ) : plan.isError ? (
          <LoadError what="the dispatch plan" error={plan.error} onRetry={() => plan.refetch()} />
        ) : plan.isPending ? (
          <LoadingBlock label="Loading the dispatch plan" />
        ) : plan.data.lines.length === 0 ? (
          <Empty description="Nothing is planned for this outlet today." />
        ) : (
          // Keyed by the outlet only: saving refetches the plan, and a remount then would drop the
          // save's own success callback (react-query skips those of an unmounted component).
          <DispatchTable key={outletId} team={team} outletId={outletId} lines={plan.data.lines} />
        )}
      </>
    );
  }
}

function DispatchTable(props: { team: TeamQuery; outletId: string; lines: readonly DispatchPlanLine[] }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const save = useSaveDispatch();
  // Total Sent as typed, by product; it starts at the saved dispatch's or the planned quantity.
  const [sent, setSent] = useState<ReadonlyMap<string, number | null>>(
    () => new Map(props.lines.map((line) => [line.productId, line.sent])),
  );
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const chosen = props.lines.filter((line) => (sent.get(line.productId) ?? 0) > 0);
    const request = {
      teamId: props.team.teamId,
      outletId: props.outletId,
      lines: chosen.map((line) => ({
        productId: line.productId,
        quantitySent: sent.get(line.productId) ?? 0,
      })),
    };
    // The contract's own checks first: the same words the server would answer with.
    const parsed = saveDispatchRequestSchema.safeParse(request);
    if (!parsed.success) {
      setRowErrors(new Map());
      setProblem(parsed.error.issues[0]?.message ?? STOCK_MESSAGES.somethingWrong);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        message.success(STOCK_MESSAGES.dispatchCreated);
        navigate(`/daily-dispatch-confirm?${teamSearch(props.team)}`);
      },
      onError: (error) => {
        const { byRow, problem } = rowErrorsOf(error, chosen, (line) => line.productId);
        setRowErrors(byRow);
        setProblem(problem);
      },
    });
  };

  return (
    <>
      <Table<DispatchPlanLine>
        rowKey="productId"
        dataSource={[...props.lines]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        columns={[
          { title: 'Sl', key: 'sl', width: 48, render: (_v, _line, index) => index + 1 },
          { title: 'Item Name', dataIndex: 'productName', key: 'name' },
          { title: 'Variant', dataIndex: 'variantName', key: 'variant' },
          quantityColumn<DispatchPlanLine>('Total Planned', 'planned', (line) => line.planned),
          {
            title: 'Total Sent',
            key: 'sent',
            render: (_v, line) => {
              const value = sent.get(line.productId) ?? null;
              const over = value !== null && thousandths(value) > thousandths(line.warehouseOnHand);
              const error = rowErrors.get(line.productId);
              return (
                <Form.Item
                  style={{ margin: 0 }}
                  validateStatus={error ? 'error' : over ? 'warning' : undefined}
                  help={error ?? (over ? `The warehouse holds ${line.warehouseOnHand}` : undefined)}
                >
                  <InputNumber
                    aria-label={`Total Sent for ${line.productName} ${line.variantName}`}
                    size="large"
                    min={0}
                    max={1_000_000}
                    precision={line.unit === 'pc' ? 0 : undefined}
                    value={value}
                    onChange={(next) =>
                      setSent((current) =>
                        new Map(current).set(line.productId, typeof next === 'number' ? next : null),
                      )
                    }
                    style={{ width: 120 }}
                  />
                </Form.Item>
              );
            },
          },
          quantityColumn<DispatchPlanLine>('In the warehouse', 'held', (line) => line.warehouseOnHand),
        ]}
      />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" loading={save.isPending} onClick={submit}>
          Submit
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Submit saves the dispatch; the stock leaves the warehouse when it is confirmed with a driver and a
        vehicle.
      </Typography.Paragraph>
    </>
  );
}
