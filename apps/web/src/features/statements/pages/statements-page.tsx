import {
  businessDay,
  customerGroupLabel,
  previousPeriod,
  STATEMENT_DAY_MAX,
  type StatementDelivery,
  type StatementRun,
  type StatementRunStatus,
  type StatementsOverview,
} from '@kadai/contract';
import { Alert, Button, Drawer, Flex, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import {
  useSaveStatementSchedule,
  useStartStatementRun,
  useStatementRun,
  useStatementsOverview,
} from '../api/statements.ts';
import { errorText, pastPeriods } from '../utils/statement-periods.ts';

type Group = StatementsOverview['groups'][number];

const RUN_STATUS_COLOURS: Record<StatementRunStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'green',
  failed: 'red',
};

/** One group's row: its day of the month and whether statements go out, and a send for a past month. */
function GroupControls({ group }: { group: Group }) {
  const save = useSaveStatementSchedule();
  const start = useStartStatementRun();
  const [day, setDay] = useState<number | null>(group.schedule?.dayOfMonth ?? 1);
  const [enabled, setEnabled] = useState(group.schedule?.enabled ?? false);
  const [period, setPeriod] = useState(previousPeriod(businessDay()));
  const label = customerGroupLabel(group.groupName);
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center">
        <span>Send on day</span>
        <InputNumber
          aria-label={`Day of month for ${label}`}
          min={1}
          max={STATEMENT_DAY_MAX}
          precision={0}
          value={day}
          onChange={(value) => setDay(value)}
          style={{ width: 72 }}
        />
        <Switch
          aria-label={`Monthly statements for ${label}`}
          checked={enabled}
          onChange={setEnabled}
          checkedChildren="On"
          unCheckedChildren="Off"
        />
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ groupName: group.groupName, dayOfMonth: day ?? 0, enabled })}
        >
          Save schedule
        </Button>
      </Flex>
      <Flex wrap gap={8} align="center">
        <Select
          aria-label={`Month to send for ${label}`}
          value={period}
          onChange={setPeriod}
          options={pastPeriods(12, businessDay()).map((month) => ({ value: month, label: month }))}
          style={{ width: 120 }}
        />
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate({ groupName: group.groupName, period })}
        >
          Send now
        </Button>
      </Flex>
      {save.isError ? <Alert type="error" showIcon title={errorText(save.error)} /> : null}
      {save.isSuccess ? <Typography.Text type="success">Schedule saved</Typography.Text> : null}
      {start.isError ? <Alert type="error" showIcon title={errorText(start.error)} /> : null}
    </Flex>
  );
}

function RunDetail({ runId, onClose }: { runId: number | null; onClose: () => void }) {
  const run = useStatementRun(runId);
  return (
    <Drawer open={runId !== null} onClose={onClose} title={`Statement run ${runId ?? ''}`} size="large">
      {run.isPending ? (
        <LoadingBlock label="Loading the run" />
      ) : run.isError ? (
        <LoadError what="the run" error={run.error} onRetry={() => void run.refetch()} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>
            {customerGroupLabel(run.data.groupName)} · {run.data.period} · started by {run.data.startedBy}
          </Typography.Text>
          {run.data.error ? (
            <Alert type="error" showIcon title={`The run failed: ${run.data.error}`} />
          ) : null}
          <Table<StatementDelivery>
            rowKey="customerId"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={run.data.deliveries}
            columns={[
              { title: 'Customer', dataIndex: 'customerName' },
              { title: 'E-mail', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
              {
                title: 'Result',
                key: 'result',
                render: (_v, delivery) =>
                  delivery.status === 'sent' ? (
                    <Tag color="blue">Sent to outbox</Tag>
                  ) : (
                    <Tag>{delivery.reason}</Tag>
                  ),
              },
              {
                title: 'Mail',
                key: 'mail',
                render: (_v, delivery) =>
                  delivery.mailStatus === null ? (
                    '—'
                  ) : (
                    <span>
                      <Tag
                        color={
                          delivery.mailStatus === 'sent'
                            ? 'green'
                            : delivery.mailStatus === 'failed'
                              ? 'red'
                              : 'default'
                        }
                      >
                        {delivery.mailStatus}
                      </Tag>
                      {delivery.mailError ? (
                        <Typography.Text type="danger">{delivery.mailError}</Typography.Text>
                      ) : null}
                    </span>
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}

/**
 * Monthly statements (each customer learns what they owe without asking): when each customer group's
 * statements go out, a send for a past month now, and the log of every run — who was sent what, who was
 * skipped and why, and a run that failed says so.
 */
export function StatementsPage() {
  const overview = useStatementsOverview();
  const [openRun, setOpenRun] = useState<number | null>(null);
  if (overview.isPending) return <LoadingBlock label="Loading statements" />;
  if (overview.isError) {
    return <LoadError what="statements" error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Monthly Statements
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each customer with an e-mail address is sent the statement of the month before, as a PDF, on the
        group's day (Asia/Kolkata). A customer is sent a month's statement once.
      </Typography.Paragraph>
      <Table<Group>
        rowKey="groupName"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={overview.data.groups}
        columns={[
          { title: 'Group', key: 'group', render: (_v, group) => customerGroupLabel(group.groupName) },
          { title: 'Customers', dataIndex: 'customers', align: 'right' },
          {
            title: 'Statements',
            key: 'controls',
            render: (_v, group) => <GroupControls key={group.groupName} group={group} />,
          },
        ]}
      />
      <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
        Runs
      </Typography.Title>
      <Table<StatementRun>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={overview.data.runs}
        locale={{ emptyText: 'No statements sent yet' }}
        columns={[
          {
            title: 'Run',
            dataIndex: 'id',
            render: (id: number) => (
              <Button type="link" size="small" onClick={() => setOpenRun(id)} style={{ paddingInline: 0 }}>
                {id}
              </Button>
            ),
          },
          { title: 'Group', key: 'group', render: (_v, run) => customerGroupLabel(run.groupName) },
          { title: 'Month', dataIndex: 'period' },
          { title: 'Started by', dataIndex: 'startedBy' },
          {
            title: 'Status',
            key: 'status',
            render: (_v, run) => (
              <span>
                <Tag color={RUN_STATUS_COLOURS[run.status]}>{run.status}</Tag>
                {run.error ? <Typography.Text type="danger">{run.error}</Typography.Text> : null}
              </span>
            ),
          },
          { title: 'Sent', dataIndex: 'sent', align: 'right' },
          { title: 'Skipped', dataIndex: 'skipped', align: 'right' },
          { title: 'Started', dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
        ]}
      />
      <RunDetail runId={openRun} onClose={() => setOpenRun(null)} />
    </Flex>
  );
}
