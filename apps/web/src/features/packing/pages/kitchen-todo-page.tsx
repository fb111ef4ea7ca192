import {
  businessClock,
  formatBusinessDay,
  formatStockQuantity,
  OUTLET_TODO_REFRESH_MS,
  OUTLET_TODO_TITLE,
  type Outlet,
  type OutletTodoRow,
  TODO_STEP_LABELS,
  TODO_STEPS,
  todoStage,
  todoStepDone,
} from '@kadai/contract';
import { Button, Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useDayParam } from '../../../lib/use-day-param.ts';
import { exportOutletTodoUrl, useOutletTodo } from '../api/get-outlet-todo.ts';
import { findProducts, productLabel } from '../utils/packing-rules.ts';

/** A step of a row: green when it covers the plan, blue when begun, grey when not yet. */
function StepTag({ row, step }: { row: OutletTodoRow; step: (typeof TODO_STEPS)[number] }) {
  const done = todoStepDone(row, step);
  const begun = row[step] > 0;
  return (
    <Tag color={done ? 'green' : begun ? 'blue' : undefined} data-step={step} data-done={done}>
      {TODO_STEP_LABELS[step]} {formatStockQuantity(row[step], row.unit)}
    </Tag>
  );
}

/** The Daily Kitchen To-do of an outlet: each product planned for it and where it stands, live. */
export function KitchenTodoPage({ outlet }: { outlet: Outlet }) {
  const { day, today, chooseDay } = useDayParam();
  const todo = useOutletTodo(outlet.id, day);
  const [search, setSearch] = useState('');

  const rows = todo.data?.rows ?? [];
  const shown = useMemo(() => findProducts(rows, search), [rows, search]);
  const received = rows.filter((row) => todoStepDone(row, 'received')).length;

  return (
    <>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {OUTLET_TODO_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          {outlet.name} · {formatBusinessDay(day)}
          {todo.dataUpdatedAt > 0 &&
            ` · updated ${businessClock(new Date(todo.dataUpdatedAt))}, every ${OUTLET_TODO_REFRESH_MS / 1000} s`}
        </Typography.Text>
      </header>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          type="date"
          aria-label="Day"
          value={day}
          max={today}
          onChange={(event) => chooseDay(event.target.value)}
          style={{ width: 170 }}
        />
        <Input.Search
          aria-label="Search Item"
          placeholder="Search Item"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 300 }}
        />
        {/* role: disabled, antd draws an <a> without href, with no role to announce it off. */}
        <Button role="link" href={exportOutletTodoUrl(outlet.id, day)} disabled={rows.length === 0}>
          Export
        </Button>
      </Flex>
      {todo.isError ? (
        <LoadError what="the to-do" error={todo.error} onRetry={() => todo.refetch()} />
      ) : todo.isPending ? (
        <LoadingBlock label="Loading the to-do" />
      ) : rows.length === 0 ? (
        <Empty description="Nothing planned for this outlet on this day." />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {received} of {rows.length} received in full. Produced and packed are the kitchen's for the whole
            day, for every outlet.
          </Typography.Paragraph>
          <Flex vertical gap={8}>
            {shown.map((row) => (
              <Card key={row.productId} size="small" data-testid={`todo-${row.productId}`}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Typography.Text strong>{productLabel(row)}</Typography.Text>
                  <Tag color="geekblue" data-testid="todo-stage">
                    {TODO_STEP_LABELS[todoStage(row)]}
                  </Tag>
                </Flex>
                <Flex gap={4} wrap style={{ marginTop: 8 }}>
                  {TODO_STEPS.map((step) => (
                    <StepTag key={step} row={row} step={step} />
                  ))}
                </Flex>
              </Card>
            ))}
          </Flex>
        </>
      )}
    </>
  );
}
