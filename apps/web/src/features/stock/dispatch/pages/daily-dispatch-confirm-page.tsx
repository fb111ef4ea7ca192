import {
  businessDay,
  type Dispatch,
  dispatchBlockTitle,
  formatBusinessDay,
  formatStockQuantity,
} from '@kadai/contract';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { LoadingBlock } from '../../../../components/loading-block.tsx';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { TeamPageHeading, type TeamQuery, teamSearch } from '../../../production/index.ts';
import { useDeleteDispatch } from '../api/delete-dispatch.ts';
import { useDispatches } from '../api/list-dispatches.ts';
import { DispatchConfirmModal } from '../components/dispatch-confirm-modal.tsx';

const TITLE = 'Daily Dispatch Confirm';

export function DailyDispatchConfirmPage({ team }: { team: TeamQuery }) {
  const dispatches = useDispatches(team.teamId);
  const [confirming, setConfirming] = useState<Dispatch | null>(null);
  const saved = (dispatches.data ?? []).filter((d) => d.state === 'saved');
  const sent = (dispatches.data ?? []).filter((d) => d.state !== 'saved');

  return (
    <>
      <TeamPageHeading title={TITLE} team={team} date={formatBusinessDay(businessDay())} />
      {dispatches.isError ? (
        <LoadError what="today's dispatches" error={dispatches.error} onRetry={() => dispatches.refetch()} />
      ) : dispatches.isPending ? (
        <LoadingBlock label="Loading today's dispatches" />
      ) : dispatches.data.length === 0 ? (
        <Empty description="No dispatch was saved today.">
          <Link to={`/daily-dispatch?${teamSearch(team)}`}>Open Daily Dispatch</Link>
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          {saved.map((dispatch) => (
            <SavedBlock
              key={dispatch.id}
              team={team}
              dispatch={dispatch}
              onSubmit={() => setConfirming(dispatch)}
            />
          ))}
          {sent.length > 0 && (
            <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
              On their way
            </Typography.Title>
          )}
          {sent.map((dispatch) => (
            <SentBlock key={dispatch.id} dispatch={dispatch} />
          ))}
        </Flex>
      )}
      <DispatchConfirmModal dispatch={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

function LinesTable({ dispatch }: { dispatch: Dispatch }) {
  return (
    <Table
      rowKey="id"
      dataSource={dispatch.lines}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Sl', key: 'sl', width: 48, render: (_v, _line, index) => index + 1 },
        { title: 'Item Name', dataIndex: 'productName', key: 'name' },
        { title: 'Variant', dataIndex: 'variantName', key: 'variant' },
        {
          title: 'Total Sent',
          key: 'sent',
          align: 'right',
          render: (_v, line) => formatStockQuantity(line.quantitySent, line.unit),
        },
      ]}
    />
  );
}

function SavedBlock(props: { team: TeamQuery; dispatch: Dispatch; onSubmit: () => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const remove = useDeleteDispatch();
  const [problem, setProblem] = useState<string | null>(null);
  const { dispatch } = props;
  const title = dispatchBlockTitle(dispatch.order, dispatch.outletName);
  return (
    <Card title={title} data-testid={`dispatch-${dispatch.id}`}>
      <LinesTable dispatch={dispatch} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 12 }}>
        <Popconfirm
          title={`Delete ${title}?`}
          okText="Delete"
          okButtonProps={{ danger: true, size: 'large' }}
          cancelButtonProps={{ size: 'large' }}
          onConfirm={() =>
            remove.mutate(dispatch.id, {
              onSuccess: () => message.success(`${title} deleted`),
              onError: (error) => setProblem(error.message),
            })
          }
        >
          <Button danger size="large" loading={remove.isPending}>
            Delete Dispatch
          </Button>
        </Popconfirm>
        <Button
          size="large"
          onClick={() =>
            navigate(
              `/daily-dispatch?${teamSearch(props.team)}&${new URLSearchParams({ edit: dispatch.outletId })}`,
            )
          }
        >
          Back to Edit
        </Button>
        <Button type="primary" size="large" onClick={props.onSubmit}>
          Submit
        </Button>
      </Flex>
    </Card>
  );
}

function SentBlock({ dispatch }: { dispatch: Dispatch }) {
  return (
    <Card
      title={dispatchBlockTitle(dispatch.order, dispatch.outletName)}
      extra={<Tag color={dispatch.state === 'received' ? 'success' : 'processing'}>{dispatch.state}</Tag>}
      data-testid={`dispatch-${dispatch.id}`}
    >
      {dispatch.trip && (
        <Typography.Paragraph>
          {dispatch.trip.driverName} · {dispatch.trip.vehicleNumber} · T{dispatch.trip.id} · sent{' '}
          {formatDateTime(dispatch.trip.dispatchedAt)} by {dispatch.trip.dispatchedBy}
        </Typography.Paragraph>
      )}
      <LinesTable dispatch={dispatch} />
    </Card>
  );
}
