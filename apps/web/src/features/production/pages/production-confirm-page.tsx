import { businessDay, type ConfirmScheduleResponse, formatBusinessDay } from '@kadai/contract';
import { Alert, Collapse, Empty, Flex, message, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { useConfirmSchedule } from '../api/confirm-schedule.ts';
import { useDeleteSchedule } from '../api/delete-schedule.ts';
import { useSchedules } from '../api/list-schedules.ts';
import {
  ConfirmBatchCard,
  ScheduleBatchTable,
  ScheduleSheetLink,
} from '../components/confirm-batch-card.tsx';
import { TeamPageHeading } from '../components/team-page-heading.tsx';
import { TotalReqLegend } from '../components/total-req.tsx';
import { failureDetail, useProductionAttempt } from '../hooks/use-production-attempt.ts';
import { type TeamQuery, teamSearch } from '../hooks/use-team-query.ts';

const TITLE = 'Daily Production Confirm';

/** Where the sheet went, in the planner's words (the outbox keeps it when no mail server is set up). */
function mailNote(result: ConfirmScheduleResponse): string {
  const batch = `P${result.schedule.productionNumber}`;
  switch (result.mailStatus) {
    case 'sent':
      return `The sheet of ${batch} was e-mailed to Admin.`;
    case 'queued':
      return `The sheet of ${batch} is queued to be e-mailed to Admin.`;
    case 'outbox':
      return `No mail server is set up: the sheet of ${batch} waits in the outbox, where Admin can read it.`;
    case 'failed':
      return `The e-mail to Admin could not be sent yet: the sheet of ${batch} waits in the outbox to be sent again.`;
  }
}

export function ProductionConfirmPage({ team }: { team: TeamQuery }) {
  const navigate = useNavigate();
  const schedules = useSchedules(team.teamId);
  const confirm = useConfirmSchedule();
  const remove = useDeleteSchedule();
  const attempt = useProductionAttempt();
  const [notice, noticeHolder] = message.useMessage();
  const [problems, setProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [lastConfirmed, setLastConfirmed] = useState<ConfirmScheduleResponse | null>(null);
  const date = formatBusinessDay(businessDay());

  const open = (schedules.data ?? []).filter((s) => s.confirmedAt === null);
  const confirmed = (schedules.data ?? []).filter((s) => s.confirmedAt !== null);

  const setProblem = (scheduleId: number, problem: string | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (problem === null) next.delete(scheduleId);
      else next.set(scheduleId, problem);
      return next;
    });

  const backToEdit = (scheduleId: number) => {
    setProblem(scheduleId, null);
    remove.mutate(scheduleId, {
      onSuccess: () => navigate(`/production-schedule?${teamSearch(team)}`),
      onError: (error) => {
        notice.error('Something went wrong!');
        setProblem(scheduleId, failureDetail(error));
      },
    });
  };

  const confirmBatch = (scheduleId: number, done: { onSettled: () => void }) => {
    setProblem(scheduleId, null);
    const sent = { scheduleId };
    confirm.mutate(
      { scheduleId, idempotencyKey: attempt.keyFor(sent) },
      {
        onSuccess: (result) => {
          attempt.succeeded();
          setLastConfirmed(result);
          notice.success('Production Schedule Submitted!');
        },
        onError: (error) => {
          notice.error('Something went wrong!');
          setProblem(scheduleId, attempt.failed(error));
        },
        onSettled: done.onSettled,
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <TeamPageHeading title={TITLE} team={team} date={date} />
      <Flex vertical gap={16}>
        {lastConfirmed && (
          <Alert
            type={lastConfirmed.mailStatus === 'failed' ? 'warning' : 'success'}
            showIcon
            closable={{ onClose: () => setLastConfirmed(null) }}
            title={`P${lastConfirmed.schedule.productionNumber} confirmed (${lastConfirmed.schedule.batchId})`}
            description={mailNote(lastConfirmed)}
            data-testid="mail-status"
          />
        )}
        {open.length > 0 || confirmed.length > 0 ? <TotalReqLegend testId="confirm-legend" /> : null}
        {schedules.isError ? (
          <LoadError what="today's schedules" error={schedules.error} onRetry={() => schedules.refetch()} />
        ) : schedules.isPending ? (
          <Spin />
        ) : open.length === 0 ? (
          <Empty description="No production schedule is waiting to be confirmed.">
            <Link to={`/production-schedule?${teamSearch(team)}`}>Go to the Daily Production Schedule</Link>
          </Empty>
        ) : (
          open.map((schedule) => (
            <ConfirmBatchCard
              key={schedule.id}
              schedule={schedule}
              date={date}
              onBackToEdit={() => backToEdit(schedule.id)}
              onConfirm={(done) => confirmBatch(schedule.id, done)}
              editing={remove.isPending && remove.variables === schedule.id}
              confirming={confirm.isPending && confirm.variables?.scheduleId === schedule.id}
              problem={problems.get(schedule.id) ?? null}
            />
          ))
        )}
        {confirmed.length > 0 && (
          <Collapse
            items={[
              {
                key: 'confirmed',
                label: `Confirmed today (${confirmed.length})`,
                children: (
                  <Flex vertical gap={16}>
                    {confirmed.map((schedule) => (
                      <Flex vertical gap={8} key={schedule.id}>
                        <Flex gap={8} wrap justify="space-between">
                          <Typography.Text strong>
                            P{schedule.productionNumber} · {schedule.batchId} · confirmed by{' '}
                            {schedule.confirmedBy}
                          </Typography.Text>
                          <ScheduleSheetLink schedule={schedule} />
                        </Flex>
                        <ScheduleBatchTable schedule={schedule} />
                      </Flex>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </>
  );
}
